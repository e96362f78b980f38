! The Fortran module's poly-section, parent and goto-relative calls (libpcgns/fortran),
! with any number of ranks:
!
!   poly_zone FILE VERSION
!
! writes into one shared file stamped VERSION the zone "Poly" of tests/mpi/capi/tube_case.h,
! as capi_write poly does from C: the tube's vertices, its faces as the NGON_n section
! "Faces" with their ParentElements and ParentElementsPosition, its cells as the NFACE_n
! section "Cells", each rank its share of each (the elements in two requests, with absolute
! offsets); and the tube's BCs, time series and descriptor, with IterationValues as 32-bit
! integers. capi_check (mode poly_extras) compares the file with tube_case.h node by node;
! capi_poly_check reads a 4.x file through the C API.
!
! The program then reads the file back through the module: the zone, the coordinates, the
! section headers, and in a 4.x or 3.4 file (ElementStartOffset, as the official 3.4.0
! library writes it) each rank's share of the elements, the next rank's and the whole
! sections through the poly reads. Any other 3.x file keeps counts in the connectivity:
! the poly reads refuse it. A refused read makes the close fail on every
! rank. Exit 0 when everything matched.
program poly_zone
  use, intrinsic :: iso_c_binding, only: c_int32_t
  use mpi
  use pcgns
  use test_checks
  implicit none
  ! tube_case.h: TUBE_CELLS, TUBE_VERTICES, TUBE_FACES, TUBE_STEPS, TUBE_DESCRIPTOR.
  integer, parameter :: CELLS = 12, VERTICES = 4 * (CELLS + 1), FACES = CELLS + 1 + 4 * CELLS, STEPS = 2
  character(len=*), parameter :: DESCRIPTOR = 'The tube case of the pcgns C API tests'
  integer :: ierr, rank, ranks
  real :: version
  character(len=4096) :: file
  character(len=32) :: version_text

  call start_program('poly_zone', 'poly_zone FILE VERSION', 2, .false., rank, ranks)
  call get_command_argument(1, file)
  call get_command_argument(2, version_text)
  read (version_text, *) version
  call pcgns_set_cgns_version_f(version, ierr)
  call ok(ierr, 'pcgns_set_cgns_version_f')
  call write_file(trim(file))
  call read_file(trim(file), version >= 4.0 .or. trim(version_text) == '3.4')
  call finish_checks(trim(version_text))

contains

  ! The first of rank r's share of `total` items (0-based): tube_case.h's share_first.
  integer function share(total, r)
    integer, intent(in) :: total, r
    share = total * r / ranks
  end function

  ! Vertex g (0-based): coordinate `axis` (1 x, 2 y, 3 z), as tube_coordinate.
  real(8) function coordinate(axis, g)
    integer, intent(in) :: axis, g
    if (axis == 1) then
      coordinate = 0.5d0 * (g / 4)
    else if (axis == 2) then
      coordinate = real(iand(mod(g, 4), 1), 8)
    else
      coordinate = real(mod(g, 4) / 2, 8)
    end if
  end function

  ! Node k (0..3) of face f (0-based), 1-based vertex number: tube_face_node.
  integer(pcgns_size_t) function face_node(f, k)
    integer, intent(in) :: f, k
    integer, parameter :: cross(0:3) = [0, 1, 3, 2]
    ! sides(k, side) is the C table's sides[side][k].
    integer, parameter :: sides(0:3, 0:3) = reshape([0, 1, 5, 4, 2, 6, 7, 3, 0, 4, 6, 2, 1, 3, 7, 5], [4, 4])
    if (f <= CELLS) then
      face_node = 4 * f + cross(k) + 1
    else
      face_node = 4 * ((f - CELLS - 1) / 4) + sides(k, mod(f - CELLS - 1, 4)) + 1
    end if
  end function

  ! Face k (0..5) of cell c (0-based), 1-based element number: tube_cell_face.
  integer(pcgns_size_t) function cell_face(c, k)
    integer, intent(in) :: c, k
    if (k < 2) then
      cell_face = c + k + 1
    else
      cell_face = CELLS + 2 + 4 * c + k - 2
    end if
  end function

  ! Entry k (0-based) of element e (0-based) of the section of `npe` entries per element:
  ! the faces' nodes (4) or the cells' faces (6).
  integer(pcgns_size_t) function element_entry(npe, e, k)
    integer, intent(in) :: npe, e, k
    if (npe == 4) then
      element_entry = face_node(e, k)
    else
      element_entry = cell_face(e, k)
    end if
  end function

  ! The cell (element number) on side 0 or 1 of face f (0-based), 0 for none: tube_face_parent.
  integer(pcgns_size_t) function face_parent(f, side)
    integer, intent(in) :: f, side
    if (f > CELLS) then
      face_parent = merge(FACES + 1 + (f - CELLS - 1) / 4, 0, side == 0)
    else if (side == 1 .and. (f == 0 .or. f == CELLS)) then
      face_parent = 0
    else
      face_parent = FACES + 1 + merge(max(f - 1, 0), f, side == 0)
    end if
  end function

  ! The face's place (1..6) in that cell's list, 0 for none: tube_face_position.
  integer(pcgns_size_t) function face_position(f, side)
    integer, intent(in) :: f, side
    if (face_parent(f, side) == 0) then
      face_position = 0
    else if (f > CELLS) then
      face_position = 3 + mod(f - CELLS - 1, 4)
    else
      face_position = merge(2, 1, side == 0 .and. f > 0)
    end if
  end function

  subroutine write_file(name)
    character(*), intent(in) :: name
    integer :: fn, B, Z, k, v, v0, v1, ier, face_section, cell_section, coords(3)
    integer(pcgns_size_t) :: size(3), lo(1), hi(1)
    real(8) :: values(VERTICES)
    character(len=12), parameter :: names(3) = [character(len=12) :: 'CoordinateX', 'CoordinateY', 'CoordinateZ']
    call pcgns_open_f(name, PCGNS_MODE_WRITE, fn, ier)
    call ok(ier, 'pcgns_open_f write')
    call pcgns_base_write_f(fn, 'Base', 3, 3, B, ier)
    call ok(ier, 'pcgns_base_write_f')
    size = [int(VERTICES, pcgns_size_t), int(CELLS, pcgns_size_t), 0_pcgns_size_t]
    call pcgns_zone_write_f(fn, B, 'Poly', size, PCGNS_Unstructured, Z, ier)
    call ok(ier, 'pcgns_zone_write_f')
    do k = 1, 3
      call pcgns_coord_write_f(fn, B, Z, PCGNS_RealDouble, names(k), coords(k), ier)
      call ok(ier, 'pcgns_coord_write_f')
    end do
    call pcgns_poly_section_write_f(fn, B, Z, 'Faces', PCGNS_NGON_n, 1_pcgns_size_t, int(FACES, pcgns_size_t), &
                                    int(4 * FACES, pcgns_size_t), 0, face_section, ier)
    call ok(ier, 'pcgns_poly_section_write_f Faces')
    call pcgns_poly_section_write_f(fn, B, Z, 'Cells', PCGNS_NFACE_n, int(FACES + 1, pcgns_size_t), &
                                    int(FACES + CELLS, pcgns_size_t), int(6 * CELLS, pcgns_size_t), 0, cell_section, &
                                    ier)
    call ok(ier, 'pcgns_poly_section_write_f Cells')
    call expect(face_section == 1 .and. cell_section == 2, 'the sections are 1 and 2')
    call write_extras(fn, B, Z)
    v0 = share(VERTICES, rank)
    v1 = share(VERTICES, rank + 1)
    if (v1 > v0) then
      lo = v0 + 1
      hi = v1
      do k = 1, 3
        values(1:v1 - v0) = [(coordinate(k, v), v = v0, v1 - 1)]
        call pcgns_coord_write_data_f(fn, B, Z, coords(k), lo, hi, values, ier)
        call ok(ier, 'pcgns_coord_write_data_f')
      end do
    end if
    call write_elements(fn, B, Z, face_section, 1, FACES, 4)
    ! Before the first flush (the close's): the parents' arrays enter the file there.
    call write_parents(fn, B, Z, face_section)
    call write_elements(fn, B, Z, cell_section, FACES + 1, CELLS, 6)
    call pcgns_close_f(fn, ier)
    call ok(ier, 'pcgns_close_f write')
  end subroutine

  ! This rank's share of the `count` elements of section S (elements first ..), in two
  ! requests whose offsets are absolute: the second starts inside the connectivity.
  subroutine write_elements(fn, B, Z, S, first, count, npe)
    integer, intent(in) :: fn, B, Z, S, first, count, npe
    integer :: cuts(3), part, a, b_, e, k, ier
    integer(pcgns_size_t), allocatable :: offsets(:), entries(:)
    cuts(1) = share(count, rank)
    cuts(3) = share(count, rank + 1)
    cuts(2) = cuts(1) + (cuts(3) - cuts(1)) / 2
    do part = 1, 2
      a = cuts(part)
      b_ = cuts(part + 1)
      if (a == b_) cycle  ! nothing from here: the data calls are not collective
      if (allocated(offsets)) deallocate (offsets, entries)
      allocate (offsets(b_ - a + 1), entries(npe * (b_ - a)))
      offsets(:) = [(int(npe * e, pcgns_size_t), e = a, b_)]
      entries(:) = [((element_entry(npe, e, k), k = 0, npe - 1), e = a, b_ - 1)]
      call pcgns_poly_elements_write_data_f(fn, B, Z, S, int(first + a, pcgns_size_t), &
                                            int(first + b_ - 1, pcgns_size_t), entries, offsets, ier)
      call ok(ier, 'pcgns_poly_elements_write_data_f')
    end do
  end subroutine

  ! The parents of this rank's share of the faces, one request: the four columns in
  ! Fortran order, as cgp_parent_data_write takes them.
  subroutine write_parents(fn, B, Z, S)
    integer, intent(in) :: fn, B, Z, S
    integer :: f0, f1, f, side, ier
    integer(pcgns_size_t), allocatable :: parents(:, :)
    f0 = share(FACES, rank)
    f1 = share(FACES, rank + 1)
    if (f1 == f0) return
    allocate (parents(f1 - f0, 4))
    do f = f0, f1 - 1
      do side = 0, 1
        parents(f - f0 + 1, side + 1) = face_parent(f, side)
        parents(f - f0 + 1, side + 3) = face_position(f, side)
      end do
    end do
    call pcgns_parent_data_write_f(fn, B, Z, S, int(f0 + 1, pcgns_size_t), int(f1, pcgns_size_t), parents, ier)
    call ok(ier, 'pcgns_parent_data_write_f')
  end subroutine

  ! The tube's BCs, time series and descriptor on zone Z "Poly" (structure calls: every rank
  ! alike), the goto position set by absolute and relative paths. IterationValues go in as
  ! default (32-bit) integers, TimeValues as doubles, the pointers as characters.
  subroutine write_extras(fn, B, Z)
    integer, intent(in) :: fn, B, Z
    integer :: ier, BC, i, step
    integer(pcgns_size_t) :: inlet(4), outlet(4), step_dims(1), pointer_dims(2)
    integer(c_int32_t) :: iterations(STEPS)
    real(8) :: times(STEPS)
    character(len=32) :: pointers(STEPS)
    inlet = [(int(i + 1, pcgns_size_t), i = 0, 3)]
    outlet = [(int(4 * CELLS + i + 1, pcgns_size_t), i = 0, 3)]
    call pcgns_boco_write_f(fn, B, Z, 'Inlet', PCGNS_BCInflow, PCGNS_PointList, 4_pcgns_size_t, inlet, BC, ier)
    call ok(ier, 'pcgns_boco_write_f Inlet')
    call expect(BC == 1, 'the Inlet is BC 1')
    call pcgns_boco_write_f(fn, B, Z, 'Outlet', PCGNS_BCOutflow, PCGNS_PointList, 4_pcgns_size_t, outlet, BC, ier)
    call ok(ier, 'pcgns_boco_write_f Outlet')
    call expect(BC == 2, 'the Outlet is BC 2')
    call pcgns_biter_write_f(fn, B, 'BaseIterativeData', STEPS, ier)
    call ok(ier, 'pcgns_biter_write_f')
    call pcgns_gopath_f(fn, '/Base/BaseIterativeData', ier)
    call ok(ier, 'pcgns_gopath_f base')
    step_dims = STEPS
    times = [(0.5d0 * step, step = 0, STEPS - 1)]
    call pcgns_array_write_f('TimeValues', PCGNS_RealDouble, 1, step_dims, times, ier)
    call ok(ier, 'pcgns_array_write_f TimeValues')
    iterations = [(int(tube_iteration(step), c_int32_t), step = 0, STEPS - 1)]
    call pcgns_array_write_f('IterationValues', PCGNS_Integer, 1, step_dims, iterations, ier)
    call ok(ier, 'pcgns_array_write_f IterationValues')
    call pcgns_ziter_write_f(fn, B, Z, 'ZoneIterativeData', ier)
    call ok(ier, 'pcgns_ziter_write_f')
    call pcgns_gopath_f(fn, '/Base/Poly', ier)
    call ok(ier, 'pcgns_gopath_f zone')
    call pcgns_gopath_f(fn, 'ZoneIterativeData', ier)
    call ok(ier, 'pcgns_gopath_f relative')
    pointer_dims = [32_pcgns_size_t, int(STEPS, pcgns_size_t)]
    pointers = [character(len=32) :: 'VertexData', 'CellData']
    call pcgns_array_write_f('FlowSolutionPointers', PCGNS_Character, 2, pointer_dims, pointers, ier)
    call ok(ier, 'pcgns_array_write_f FlowSolutionPointers')
    call pcgns_gopath_f(fn, '..', ier)
    call ok(ier, 'pcgns_gopath_f ..')
    call pcgns_descriptor_write_f('About', DESCRIPTOR, ier)
    call ok(ier, 'pcgns_descriptor_write_f')
  end subroutine

  ! The IterationValues of step (0-based), as capi_check's check_iterations expects them.
  integer function tube_iteration(step)
    integer, intent(in) :: step
    tube_iteration = 10 * (step + 1)
  end function

  subroutine read_file(name, poly_reads)
    character(*), intent(in) :: name
    logical, intent(in) :: poly_reads
    integer :: fn, B, Z, n, k, v, ier
    integer(pcgns_size_t) :: size(3), lo(1), hi(1), offsets(FACES + 2)
    real(8) :: values(VERTICES)
    character(len=32) :: zone
    character(len=512) :: message
    call pcgns_open_f(name, PCGNS_MODE_READ, fn, ier)
    call ok(ier, 'pcgns_open_f read')
    B = 1
    Z = 1
    call pcgns_nzones_f(fn, B, n, ier)
    call expect(ier == PCGNS_OK .and. n == 1, 'one zone')
    call pcgns_zone_read_f(fn, B, Z, zone, size, ier)
    call expect(ier == PCGNS_OK .and. zone == 'Poly' .and. &
                all(size == [int(VERTICES, pcgns_size_t), int(CELLS, pcgns_size_t), 0_pcgns_size_t]), &
                'zone name and sizes')
    lo = 1
    hi = VERTICES
    do k = 1, 3
      call pcgns_coord_read_data_f(fn, B, Z, k, lo, hi, values, ier)
      call ok(ier, 'pcgns_coord_read_data_f')
      call expect(all(values == [(coordinate(k, v), v = 0, VERTICES - 1)]), 'coordinate values')
    end do
    call pcgns_nsections_f(fn, B, Z, n, ier)
    call expect(ier == PCGNS_OK .and. n == 2, 'two sections')
    call check_header(fn, B, Z, 1, 'Faces', PCGNS_NGON_n, 1, FACES, 1)
    call check_header(fn, B, Z, 2, 'Cells', PCGNS_NFACE_n, FACES + 1, FACES + CELLS, 0)
    if (poly_reads) then
      call check_elements(fn, B, Z, 1, 1, FACES, 4)
      call check_elements(fn, B, Z, 2, FACES + 1, CELLS, 6)
      ! Both ends reach the C call as 64-bit values: the message quotes them.
      call pcgns_poly_elements_read_data_offsets_f(fn, B, Z, 1, 1_pcgns_size_t, int(FACES + 1, pcgns_size_t), &
                                                   offsets, ier)
      call pcgns_get_error_f(message)
      call expect(ier == PCGNS_ERROR .and. index(message, name) > 0 .and. &
                  index(message, 'elements 1 .. 62 are not inside') > 0, 'a range beyond the section refused')
    else
      call pcgns_poly_elements_read_data_offsets_f(fn, B, Z, 1, 1_pcgns_size_t, 1_pcgns_size_t, offsets, ier)
      call pcgns_get_error_f(message)
      call expect(ier == PCGNS_ERROR .and. index(message, 'layout before CGNS 4.0') > 0, &
                  'the layout before 4.0 refused by the poly reads')
    end if
    call pcgns_close_f(fn, ier)
    call expect(ier == PCGNS_ERROR, 'the close reports the refused read')
  end subroutine

  subroutine check_header(fn, B, Z, S, expected, expected_type, first, last, expected_parent_flag)
    integer, intent(in) :: fn, B, Z, S, expected_type, first, last, expected_parent_flag
    character(*), intent(in) :: expected
    integer :: type, nbndry, parent_flag, ier
    integer(pcgns_size_t) :: from, to
    character(len=32) :: name
    call pcgns_section_read_f(fn, B, Z, S, name, type, from, to, nbndry, parent_flag, ier)
    call expect(ier == PCGNS_OK .and. name == expected .and. type == expected_type .and. from == first .and. &
                to == last .and. nbndry == 0 .and. parent_flag == expected_parent_flag, 'section info of '//expected)
  end subroutine

  ! Section S (elements first ..): this rank's share, the next rank's and the whole.
  subroutine check_elements(fn, B, Z, S, first, count, npe)
    integer, intent(in) :: fn, B, Z, S, first, count, npe
    integer :: r
    do r = rank, rank + 1
      call check_range(fn, B, Z, S, first, share(count, mod(r, ranks)), share(count, mod(r, ranks) + 1), npe)
    end do
    call check_range(fn, B, Z, S, first, 0, count, npe)
  end subroutine

  ! Elements e0 .. e1 - 1 (0-based in section S, whose first element is `first`).
  subroutine check_range(fn, B, Z, S, first, e0, e1, npe)
    integer, intent(in) :: fn, B, Z, S, first, e0, e1, npe
    integer :: e, k, ier
    integer(pcgns_size_t) :: from, to
    integer(pcgns_size_t), allocatable :: offsets(:), entries(:)
    if (e1 == e0) return
    from = first + e0
    to = first + e1 - 1
    allocate (offsets(e1 - e0 + 1), entries(npe * (e1 - e0)))
    call pcgns_poly_elements_read_data_offsets_f(fn, B, Z, S, from, to, offsets, ier)
    call ok(ier, 'pcgns_poly_elements_read_data_offsets_f')
    call expect(all(offsets == [(int(npe * e, pcgns_size_t), e = e0, e1)]), 'offsets')
    if (ier /= PCGNS_OK .or. offsets(1) /= npe * e0 .or. offsets(e1 - e0 + 1) /= npe * e1) return
    call pcgns_poly_elements_read_data_elements_f(fn, B, Z, S, from, to, offsets, entries, ier)
    call ok(ier, 'pcgns_poly_elements_read_data_elements_f')
    call expect(all(entries == [((element_entry(npe, e, k), k = 0, npe - 1), e = e0, e1 - 1)]), 'connectivity')
  end subroutine

end program poly_zone
