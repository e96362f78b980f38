#include "sys/temporary_name.hpp"

#include <unistd.h>

#include <cctype>
#include <charconv>
#include <random>
#include <utility>

namespace pcgns::sys {
namespace {

constexpr std::string_view kMarker = ".pcgns-";
constexpr std::string_view kSuffix = ".tmp";
constexpr std::size_t kTokenLength = 10;

bool is_hex(std::string_view text) {
  for (const char c : text)
    if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
  return !text.empty();
}

std::string& owner_storage() {
  static std::string owner;
  return owner;
}

}  // namespace

const std::string& shared_owner() { return owner_storage(); }

void set_shared_owner(std::string owner) { owner_storage() = std::move(owner); }

std::string this_host() {
  char name[256] = {};
  if (::gethostname(name, sizeof name - 1) != 0) return "localhost";
  std::string host;
  for (const char* c = name; *c; ++c)
    host += std::isalnum(static_cast<unsigned char>(*c)) || *c == '-' || *c == '.' ? *c : '_';
  return host.empty() ? "localhost" : host;
}

std::string random_token() {
  std::random_device device;
  std::uniform_int_distribution<unsigned> digit(0, 15);
  std::string token;
  for (std::size_t i = 0; i < kTokenLength; ++i) token += "0123456789abcdef"[digit(device)];
  return token;
}

std::string temporary_entry_name(std::string_view file_name, std::string_view token) {
  if (token.empty() && !shared_owner().empty())
    return "." + std::string(file_name) + std::string(kMarker) + shared_owner() + std::string(kSuffix);
  if (token.empty()) return temporary_entry_name(file_name, random_token());
  return "." + std::string(file_name) + std::string(kMarker) + std::string(token) + "-" + std::to_string(::getpid()) +
         "@" + this_host() + std::string(kSuffix);
}

std::optional<TemporaryOwner> parse_temporary_entry(std::string_view entry) {
  if (entry.size() < 2 || entry.front() != '.' || !entry.ends_with(kSuffix)) return std::nullopt;
  entry.remove_prefix(1);
  entry.remove_suffix(kSuffix.size());
  const auto marker = entry.rfind(kMarker);
  if (marker == std::string_view::npos || marker == 0) return std::nullopt;
  const std::string_view owner = entry.substr(marker + kMarker.size());  // <token>-<pid>@<host>
  const auto dash = owner.find('-');
  const auto at = owner.find('@');
  if (dash == std::string_view::npos || at == std::string_view::npos || at < dash) return std::nullopt;
  if (!is_hex(owner.substr(0, dash))) return std::nullopt;
  const std::string_view pid_text = owner.substr(dash + 1, at - dash - 1);
  long pid = 0;
  const auto [end, error] = std::from_chars(pid_text.data(), pid_text.data() + pid_text.size(), pid);
  if (error != std::errc() || end != pid_text.data() + pid_text.size() || pid <= 0) return std::nullopt;
  const std::string_view host = owner.substr(at + 1);
  if (host.empty()) return std::nullopt;
  return TemporaryOwner{std::string(entry.substr(0, marker)), std::string(host), pid};
}

}  // namespace pcgns::sys
