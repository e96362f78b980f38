! What the Fortran test programs share: failed expectations counted and reported with the
! program's name and the rank, and the verdict over every rank at the end.
module test_checks
  use mpi
  use pcgns
  implicit none
  private
  public :: start_program, ok, expect, finish_checks

  integer :: failures = 0, my_rank = 0
  character(len=64) :: program_name = ''

contains

  ! Starts MPI (asking for MPI_THREAD_MULTIPLE when `threaded`: the background flush),
  ! names the program in every message and gives this rank and the rank count. A command
  ! line without `arguments` arguments ends the job with 64 after rank 0 prints `usage`.
  subroutine start_program(name, usage, arguments, threaded, rank, ranks)
    character(*), intent(in) :: name, usage
    integer, intent(in) :: arguments
    logical, intent(in) :: threaded
    integer, intent(out) :: rank, ranks
    integer :: ierr, provided
    if (threaded) then
      call MPI_Init_thread(MPI_THREAD_MULTIPLE, provided, ierr)
    else
      call MPI_Init(ierr)
    end if
    call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
    call MPI_Comm_size(MPI_COMM_WORLD, ranks, ierr)
    program_name = name
    my_rank = rank
    if (command_argument_count() /= arguments) then
      if (rank == 0) write (*, '(a)') 'usage: ' // usage
      call MPI_Abort(MPI_COMM_WORLD, 64, ierr)
    end if
  end subroutine

  ! A pcgns call's status: anything but PCGNS_OK is a failure, with pcgns's message.
  subroutine ok(status, what)
    integer, intent(in) :: status
    character(*), intent(in) :: what
    character(len=512) :: message
    if (status == PCGNS_OK) return
    call pcgns_get_error_f(message)
    write (*, '(a, ": rank ", i0, ": ", a, " failed: ", a)') trim(program_name), my_rank, what, trim(message)
    failures = failures + 1
  end subroutine

  subroutine expect(condition, what)
    logical, intent(in) :: condition
    character(*), intent(in) :: what
    if (condition) return
    write (*, '(a, ": rank ", i0, ": ", a)') trim(program_name), my_rank, what
    failures = failures + 1
  end subroutine

  ! Collective: rank 0 prints the verdict over every rank (`detail` after the program's
  ! name), then MPI ends; the program stops with 1 when any rank had a failure.
  subroutine finish_checks(detail)
    character(*), intent(in) :: detail
    integer :: total, ranks, ierr
    call MPI_Allreduce(failures, total, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
    call MPI_Comm_size(MPI_COMM_WORLD, ranks, ierr)
    if (my_rank == 0) then
      if (total == 0) then
        write (*, '(a, " ", a, ": every value matched (", i0, " ranks)")') trim(program_name), detail, ranks
      else
        write (*, '(a, " ", a, ": FAILED (", i0, " ranks)")') trim(program_name), detail, ranks
      end if
    end if
    call MPI_Finalize(ierr)
    if (total /= 0) error stop 1
  end subroutine

end module test_checks
