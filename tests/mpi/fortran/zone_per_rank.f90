! The Fortran module pcgns (libpcgns/fortran) from a Fortran program, with any number
! of ranks:
!
!   zone_per_rank shared FILE   one file, zone "Rank<r>" written by rank r
!   zone_per_rank parts STEM    a file per process, STEM_<r>.cgns (MPI_COMM_SELF)
!
! Each zone is a row of CELLS HEXA_8 cells with coordinates, a vertex field, its
! connectivity and its global vertex numbering, written with the background flush; the
! first zone has a BC, a time series and a descriptor (written only: pcgns has no reading
! calls for them, the C tests check their values). The
! file is then opened for reading and every rank checks its own zone and, in the shared
! file, the next rank's; then a bad zone index must fail with a message naming the file,
! and the close after it must fail on every rank. Exit 0 when everything matched.
program zone_per_rank
  use mpi
  use pcgns
  use test_checks
  implicit none
  integer, parameter :: CELLS = 3, VERTICES = 4 * (CELLS + 1)
  integer :: ierr, rank, ranks
  character(len=4096) :: mode, target
  character(len=4160) :: file

  call start_program('zone_per_rank', 'zone_per_rank shared|parts FILE', 2, .true., rank, ranks)
  call get_command_argument(1, mode)
  call get_command_argument(2, target)
  if (trim(mode) == 'parts') then
    write (file, '(a, "_", i0, ".cgns")') trim(target), rank
    call pcgns_mpi_comm_f(MPI_COMM_SELF, ierr)
    call ok(ierr, 'pcgns_mpi_comm_f')
    ! The parts are stamped 3.4; a version pcgns does not write is refused.
    call pcgns_set_cgns_version_f(9.0, ierr)
    call expect(ierr == PCGNS_ERROR, 'CGNS version 9.0 refused')
    call pcgns_set_cgns_version_f(3.4, ierr)
    call ok(ierr, 'pcgns_set_cgns_version_f')
    call write_file(file, rank, rank, 1)
    call read_file(file, rank, 1)
  else
    file = target
    call write_file(file, 0, ranks - 1, ranks)
    call read_file(file, rank, ranks)
  end if
  call finish_checks(trim(mode))

contains

  ! Vertex v (0-based) of the zone of rank r: coordinate `axis`.
  real(8) function coordinate(r, axis, v)
    integer, intent(in) :: r, axis, v
    if (axis == 1) then
      coordinate = 0.5d0 * (v / 4) + 100.0d0 * r
    else if (axis == 2) then
      coordinate = real(mod(v, 2), 8)
    else
      coordinate = real(mod(v, 4) / 2, 8)
    end if
  end function

  real(8) function pressure(r, v)
    integer, intent(in) :: r, v
    pressure = 1000.0d0 * r + 0.25d0 * v
  end function

  ! Node k (1..8) of cell c (0-based), 1-based local vertex number.
  integer(pcgns_size_t) function node(c, k)
    integer, intent(in) :: c, k
    integer, parameter :: order(4) = [0, 1, 3, 2]
    node = 4 * (c + (k - 1) / 4) + order(mod(k - 1, 4) + 1) + 1
  end function

  ! Defines zones Rank<first> .. Rank<last> (collective), writes this rank's.
  subroutine write_file(name, first, last, count)
    character(*), intent(in) :: name
    integer, intent(in) :: first, last, count
    integer :: fn, B, Z, C, S, F, sec, r, v, c_, k, ier, zones(count)
    integer(pcgns_size_t) :: size(3), lo(1), hi(1), ids(VERTICES), elements(8 * CELLS)
    real(8) :: values(VERTICES)
    character(len=32) :: zone
    character(len=12), parameter :: names(3) = [character(len=12) :: 'CoordinateX', 'CoordinateY', 'CoordinateZ']
    call pcgns_open_f(name, PCGNS_MODE_WRITE, fn, ier)
    call ok(ier, 'pcgns_open_f write')
    call pcgns_base_write_f(fn, 'Base', 3, 3, B, ier)
    call ok(ier, 'pcgns_base_write_f')
    size = [int(VERTICES, pcgns_size_t), int(CELLS, pcgns_size_t), 0_pcgns_size_t]
    do r = first, last
      write (zone, '("Rank", i0)') r
      call pcgns_zone_write_f(fn, B, zone, size, PCGNS_Unstructured, zones(r - first + 1), ier)
      call ok(ier, 'pcgns_zone_write_f')
      Z = zones(r - first + 1)
      do k = 1, 3
        call pcgns_coord_write_f(fn, B, Z, PCGNS_RealDouble, names(k), C, ier)
        call ok(ier, 'pcgns_coord_write_f')
      end do
      call pcgns_section_write_f(fn, B, Z, 'Hexa', PCGNS_HEXA_8, 1_pcgns_size_t, int(CELLS, pcgns_size_t), 0, sec, &
                                 ier)
      call ok(ier, 'pcgns_section_write_f')
      call pcgns_sol_write_f(fn, B, Z, 'Flow', PCGNS_Vertex, S, ier)
      call ok(ier, 'pcgns_sol_write_f')
      call pcgns_field_write_f(fn, B, Z, S, PCGNS_RealDouble, 'Pressure', F, ier)
      call ok(ier, 'pcgns_field_write_f')
      ids = [(int(VERTICES * r + v + 1, pcgns_size_t), v = 0, VERTICES - 1)]
      call pcgns_global_numbering_write_f(fn, B, Z, PCGNS_NumberingVertex, int(VERTICES, pcgns_size_t), ids, ier)
      call ok(ier, 'pcgns_global_numbering_write_f')
      if (count == 1) then  ! a part file: one of `ranks` parts
        call pcgns_set_record_write_f(fn, B, Z, ranks, int(VERTICES * ranks, pcgns_size_t), &
                                      int(CELLS * ranks, pcgns_size_t), ier)
        call ok(ier, 'pcgns_set_record_write_f')
      end if
    end do
    write (zone, '("Rank", i0)') first
    call write_time_series(fn, B, zones(1), zone)
    ! This rank's zone only: the data calls are local.
    Z = zones(rank - first + 1)
    lo = 1
    hi = VERTICES
    do k = 1, 3
      values = [(coordinate(rank, k, v), v = 0, VERTICES - 1)]
      call pcgns_coord_write_data_f(fn, B, Z, k, lo, hi, values, ier)
      call ok(ier, 'pcgns_coord_write_data_f')
    end do
    call pcgns_queue_flush_f(fn, ier)  ! the coordinates now, the rest in the background
    call ok(ier, 'pcgns_queue_flush_f')
    elements = [((node(c_, k), k = 1, 8), c_ = 0, CELLS - 1)]
    call pcgns_elements_write_data_f(fn, B, Z, 1, 1_pcgns_size_t, int(CELLS, pcgns_size_t), elements, ier)
    call ok(ier, 'pcgns_elements_write_data_f')
    values = [(pressure(rank, v), v = 0, VERTICES - 1)]
    call pcgns_field_write_data_f(fn, B, Z, 1, 1, lo, hi, values, ier)
    call ok(ier, 'pcgns_field_write_data_f')
    call pcgns_queue_iflush_f(fn, ier)
    call ok(ier, 'pcgns_queue_iflush_f')
    values = -1.0d0  ! data calls before the file's first iflush copy the values: the buffer is free
    call pcgns_queue_wait_f(fn, ier)
    call ok(ier, 'pcgns_queue_wait_f')
    call pcgns_close_f(fn, ier)
    call ok(ier, 'pcgns_close_f write')
  end subroutine

  ! A BC, a time series of two steps and a descriptor on zone Z named `zone`, through the
  ! goto-relative calls (structure calls: every rank alike). The C tests check such values
  ! node by node; here Fortran strings and arrays must go through, and a bad path fail.
  subroutine write_time_series(fn, B, Z, zone)
    integer, intent(in) :: fn, B, Z
    character(*), intent(in) :: zone
    integer :: ier, BC
    integer(pcgns_size_t) :: steps(1), pointer_dims(2), inlet(4)
    real(8) :: times(2)
    character(len=32) :: pointers(2)
    character(len=512) :: message
    steps = 2
    pointer_dims = [32_pcgns_size_t, 2_pcgns_size_t]
    times = [0.0d0, 0.5d0]
    pointers = [character(len=32) :: 'Flow', 'Flow']
    inlet = [1_pcgns_size_t, 2_pcgns_size_t, 3_pcgns_size_t, 4_pcgns_size_t]
    call pcgns_boco_write_f(fn, B, Z, 'Inlet', PCGNS_BCInflow, PCGNS_PointList, 4_pcgns_size_t, inlet, BC, ier)
    call ok(ier, 'pcgns_boco_write_f')
    call expect(BC == 1, 'the first BC is BC 1')
    call pcgns_biter_write_f(fn, B, 'BaseIterativeData', 2, ier)
    call ok(ier, 'pcgns_biter_write_f')
    call pcgns_gopath_f(fn, '/Base/BaseIterativeData', ier)
    call ok(ier, 'pcgns_gopath_f base')
    call pcgns_array_write_f('TimeValues', PCGNS_RealDouble, 1, steps, times, ier)
    call ok(ier, 'pcgns_array_write_f TimeValues')
    call pcgns_ziter_write_f(fn, B, Z, 'ZoneIterativeData', ier)
    call ok(ier, 'pcgns_ziter_write_f')
    call pcgns_gopath_f(fn, '/Base/'//trim(zone)//'/ZoneIterativeData', ier)
    call ok(ier, 'pcgns_gopath_f zone')
    call pcgns_array_write_f('FlowSolutionPointers', PCGNS_Character, 2, pointer_dims, pointers, ier)
    call ok(ier, 'pcgns_array_write_f FlowSolutionPointers')
    call pcgns_gopath_f(fn, '..', ier)
    call ok(ier, 'pcgns_gopath_f ..')
    call pcgns_descriptor_write_f('About', 'A zone of the Fortran test   ', ier)
    call ok(ier, 'pcgns_descriptor_write_f')
    ! A failed goto is local (the file goes on) and names what is missing.
    call pcgns_gopath_f(fn, '/Base/Nowhere', ier)
    call pcgns_get_error_f(message)
    call expect(ier == PCGNS_ERROR .and. index(message, 'Nowhere') > 0, 'a bad goto path fails, naming it')
  end subroutine

  ! Checks the zone of rank r, zone index Z.
  subroutine check_zone(fn, B, Z, r)
    integer, intent(in) :: fn, B, Z, r
    integer :: type, n, k, v, c_, ier, location, nbndry, parent_flag
    integer(pcgns_size_t) :: size(3), lo(1), hi(1), start, end, ids(VERTICES), elements(8 * CELLS)
    real(8) :: values(VERTICES)
    character(len=40) :: name, expected
    write (expected, '("Rank", i0)') r
    call pcgns_zone_read_f(fn, B, Z, name, size, ier)
    call ok(ier, 'pcgns_zone_read_f')
    call expect(name == expected .and. all(size == [int(VERTICES, pcgns_size_t), int(CELLS, pcgns_size_t), &
                                                     0_pcgns_size_t]), 'zone name and sizes')
    call pcgns_zone_type_f(fn, B, Z, type, ier)
    call expect(ier == PCGNS_OK .and. type == PCGNS_Unstructured, 'zone type')
    call pcgns_ncoords_f(fn, B, Z, n, ier)
    call expect(ier == PCGNS_OK .and. n == 3, 'three coordinates')
    lo = 1
    hi = VERTICES
    do k = 1, 3
      call pcgns_coord_info_f(fn, B, Z, k, type, name, ier)
      call expect(ier == PCGNS_OK .and. type == PCGNS_RealDouble .and. name(1:10) == 'Coordinate' .and. &
                  name(12:) == ' ', 'coordinate info, blank padded')
      call pcgns_coord_read_data_f(fn, B, Z, k, lo, hi, values, ier)
      call ok(ier, 'pcgns_coord_read_data_f')
      call expect(all(values == [(coordinate(r, k, v), v = 0, VERTICES - 1)]), 'coordinate values')
    end do
    call pcgns_nsols_f(fn, B, Z, n, ier)
    call expect(ier == PCGNS_OK .and. n == 1, 'one solution')
    call pcgns_sol_info_f(fn, B, Z, 1, name, location, ier)
    call expect(ier == PCGNS_OK .and. name == 'Flow' .and. location == PCGNS_Vertex, 'solution info')
    call pcgns_nfields_f(fn, B, Z, 1, n, ier)
    call expect(ier == PCGNS_OK .and. n == 1, 'one field')
    call pcgns_field_info_f(fn, B, Z, 1, 1, type, name, ier)
    call expect(ier == PCGNS_OK .and. name == 'Pressure' .and. type == PCGNS_RealDouble, 'field info')
    ! A range inside the array, read by any rank.
    lo = 3
    hi = 7
    values = 0
    call pcgns_field_read_data_f(fn, B, Z, 1, 1, lo, hi, values, ier)
    call ok(ier, 'pcgns_field_read_data_f')
    call expect(all(values(1:5) == [(pressure(r, v), v = 2, 6)]), 'field values 3..7')
    call pcgns_nsections_f(fn, B, Z, n, ier)
    call expect(ier == PCGNS_OK .and. n == 1, 'one section')
    call pcgns_section_read_f(fn, B, Z, 1, name, type, start, end, nbndry, parent_flag, ier)
    call expect(ier == PCGNS_OK .and. name == 'Hexa' .and. type == PCGNS_HEXA_8 .and. start == 1 .and. &
                end == CELLS .and. nbndry == 0 .and. parent_flag == 0, 'section info')
    call pcgns_elements_read_data_f(fn, B, Z, 1, 1_pcgns_size_t, int(CELLS, pcgns_size_t), elements, ier)
    call ok(ier, 'pcgns_elements_read_data_f')
    call expect(all(elements == [((node(c_, k), k = 1, 8), c_ = 0, CELLS - 1)]), 'connectivity')
    call pcgns_global_numbering_read_f(fn, B, Z, PCGNS_NumberingVertex, int(VERTICES, pcgns_size_t), ids, ier)
    call ok(ier, 'pcgns_global_numbering_read_f')
    call expect(all(ids == [(int(VERTICES * r + v + 1, pcgns_size_t), v = 0, VERTICES - 1)]), 'vertex numbering')
  end subroutine

  subroutine read_file(name, r, zones)
    character(*), intent(in) :: name
    integer, intent(in) :: r, zones
    integer :: fn, B, n, cell_dim, phys_dim, ier, own
    integer(pcgns_size_t) :: size(3)
    character(len=32) :: base_name
    character(len=512) :: message
    call pcgns_open_f(name, PCGNS_MODE_READ, fn, ier)
    call ok(ier, 'pcgns_open_f read')
    call pcgns_nbases_f(fn, n, ier)
    call expect(ier == PCGNS_OK .and. n == 1, 'one base')
    B = 1
    call pcgns_base_read_f(fn, B, base_name, cell_dim, phys_dim, ier)
    call expect(ier == PCGNS_OK .and. base_name == 'Base' .and. cell_dim == 3 .and. phys_dim == 3, 'base')
    call pcgns_nzones_f(fn, B, n, ier)
    call expect(ier == PCGNS_OK .and. n == zones, 'one zone per rank')
    ! Zones are numbered in creation order: zone r + 1 is rank r's (zone 1 in a part).
    own = merge(r + 1, 1, zones > 1)
    call check_zone(fn, B, own, r)
    if (zones > 1) call check_zone(fn, B, mod(r + 1, zones) + 1, mod(r + 1, zones))
    ! A bad index fails at once with the file's name, and the close fails everywhere.
    call pcgns_zone_read_f(fn, B, zones + 1, base_name, size, ier)
    call pcgns_get_error_f(message)
    call expect(ier == PCGNS_ERROR .and. index(message, trim(name)) > 0 .and. index(message, 'no zone') > 0, &
                'a bad zone index names the file')
    call pcgns_close_f(fn, ier)
    call expect(ier == PCGNS_ERROR, 'the close reports the bad read')
  end subroutine

end program zone_per_rank
