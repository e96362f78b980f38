! The Fortran module's data calls after a background flush, with any number of ranks:
!
!   overlap_sections FILE
!
! After a file's first pcgns_queue_iflush the C data calls keep a reference to a large
! buffer; a Fortran compiler passes a non-contiguous section (or an expression) as a
! temporary copy that it frees when the call returns, so the module's data calls copy.
! A zone of N vertices per rank (N doubles: over 1 MiB, a large call) gets, after an
! iflush, a field from every second value of a larger array (a section: a temporary) and
! one from an array scribbled on as soon as the call returns; each goes out in a
! background flush. The file is read back and every value compared. Exit 0 when
! everything matched.
program overlap_sections
  use mpi
  use pcgns
  use test_checks
  implicit none
  integer, parameter :: N = 160000
  integer :: rank, ranks
  character(len=4096) :: file

  call start_program('overlap_sections', 'overlap_sections FILE', 1, .true., rank, ranks)
  call get_command_argument(1, file)
  call write_file()
  call read_file()
  call finish_checks('sections and scribbled buffers')

contains

  ! Field k (1 or 2) at the zone's vertex g (1-based).
  real(8) function field(k, g)
    integer, intent(in) :: k
    integer(pcgns_size_t), intent(in) :: g
    field = 1000.0d0 * k + 0.25d0 * real(g, 8)
  end function

  subroutine write_file()
    integer :: fn, B, Z, C, S(2), F(2), ier, k
    integer(pcgns_size_t) :: size(3), lo(1), hi(1), l
    real(8), allocatable :: twice(:), values(:)
    size = [int(N, pcgns_size_t) * ranks, int(N, pcgns_size_t) * ranks - 1, 0_pcgns_size_t]
    lo = int(N, pcgns_size_t) * rank + 1
    hi = lo + N - 1
    call pcgns_open_f(trim(file), PCGNS_MODE_WRITE, fn, ier)
    call ok(ier, 'pcgns_open_f')
    call pcgns_base_write_f(fn, 'Base', 1, 1, B, ier)
    call ok(ier, 'pcgns_base_write_f')
    call pcgns_zone_write_f(fn, B, 'Line', size, PCGNS_Unstructured, Z, ier)
    call ok(ier, 'pcgns_zone_write_f')
    call pcgns_coord_write_f(fn, B, Z, PCGNS_RealDouble, 'CoordinateX', C, ier)
    call ok(ier, 'pcgns_coord_write_f')
    do k = 1, 2
      call pcgns_sol_write_f(fn, B, Z, 'Step' // achar(iachar('0') + k), PCGNS_Vertex, S(k), ier)
      call ok(ier, 'pcgns_sol_write_f')
      call pcgns_field_write_f(fn, B, Z, S(k), PCGNS_RealDouble, 'Pressure', F(k), ier)
      call ok(ier, 'pcgns_field_write_f')
    end do
    allocate (values(N), twice(2 * N))
    values = [(0.001d0 * real(lo(1) + l, 8), l = 0, N - 1)]
    call pcgns_coord_write_data_f(fn, B, Z, C, lo, hi, values, ier)
    call ok(ier, 'pcgns_coord_write_data_f')
    call pcgns_queue_iflush_f(fn, ier)  ! from here on the C calls would keep references
    call ok(ier, 'pcgns_queue_iflush_f')
    call pcgns_queue_wait_f(fn, ier)
    call ok(ier, 'pcgns_queue_wait_f')
    ! Step 1 from every second value of `twice`: the compiler passes a temporary.
    twice = -1.0d0
    twice(1:2 * N:2) = [(field(1, lo(1) + l), l = 0, N - 1)]
    call pcgns_field_write_data_f(fn, B, Z, S(1), F(1), lo, hi, twice(1:2 * N:2), ier)
    call ok(ier, 'pcgns_field_write_data_f section')
    call pcgns_queue_iflush_f(fn, ier)
    call ok(ier, 'pcgns_queue_iflush_f')
    twice = -2.0d0
    call pcgns_queue_wait_f(fn, ier)
    call ok(ier, 'pcgns_queue_wait_f after a section')
    ! Step 2 from `values`, scribbled on at once: the call copied it.
    values = [(field(2, lo(1) + l), l = 0, N - 1)]
    call pcgns_field_write_data_f(fn, B, Z, S(2), F(2), lo, hi, values, ier)
    call ok(ier, 'pcgns_field_write_data_f')
    values = -3.0d0
    call pcgns_queue_iflush_f(fn, ier)
    call ok(ier, 'pcgns_queue_iflush_f')
    call pcgns_queue_wait_f(fn, ier)
    call ok(ier, 'pcgns_queue_wait_f after a scribbled buffer')
    call pcgns_close_f(fn, ier)
    call ok(ier, 'pcgns_close_f')
  end subroutine

  subroutine read_file()
    integer :: fn, ier, k
    integer(pcgns_size_t) :: lo(1), hi(1), l, wrong
    real(8), allocatable :: values(:)
    allocate (values(N))
    lo = int(N, pcgns_size_t) * rank + 1
    hi = lo + N - 1
    call pcgns_open_f(trim(file), PCGNS_MODE_READ, fn, ier)
    call ok(ier, 'pcgns_open_f read')
    do k = 1, 2
      call pcgns_field_read_data_f(fn, 1, 1, k, 1, lo, hi, values, ier)
      call ok(ier, 'pcgns_field_read_data_f')
      wrong = count([(values(l + 1) /= field(k, lo(1) + l), l = 0, N - 1)])
      call expect(wrong == 0, 'every value of step ' // achar(iachar('0') + k) // ' read back')
    end do
    call pcgns_close_f(fn, ier)
    call ok(ier, 'pcgns_close_f read')
  end subroutine
end program
