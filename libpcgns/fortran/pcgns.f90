! The Fortran module of pcgns's C API (include/pcgns.h): `use pcgns`.
!
! Every C call pcgns_<name> is the subroutine pcgns_<name>_f here, with the same
! arguments in the same order and the status (PCGNS_OK or PCGNS_ERROR) as a last
! argument `ier`, as the official library's Fortran calls (cg_<name>_f) are made.
! Names are Fortran strings (trailing blanks dropped going in, blank padded coming out);
! communicators are Fortran handles (an INTEGER from `use mpi`, or comm%MPI_VAL of a
! type(MPI_Comm)); sizes and ranges are integer(pcgns_size_t); data arrays are any
! contiguous array of the array's own type. The message of the last error is
! pcgns_get_error_f(message).
module pcgns
  use, intrinsic :: iso_c_binding
  implicit none
  private

  integer, parameter, public :: pcgns_size_t = c_int64_t

  integer(c_int), parameter, public :: PCGNS_OK = 0, PCGNS_ERROR = 1
  integer(c_int), parameter, public :: PCGNS_MODE_READ = 0, PCGNS_MODE_WRITE = 1
  integer(c_int), parameter, public :: PCGNS_Structured = 2, PCGNS_Unstructured = 3
  integer(c_int), parameter, public :: PCGNS_Integer = 2, PCGNS_RealSingle = 3, PCGNS_RealDouble = 4, &
                                       PCGNS_Character = 5, PCGNS_LongInteger = 6
  integer(c_int), parameter, public :: PCGNS_Vertex = 2, PCGNS_CellCenter = 3, PCGNS_FaceCenter = 4, &
                                       PCGNS_IFaceCenter = 5, PCGNS_JFaceCenter = 6, PCGNS_KFaceCenter = 7, &
                                       PCGNS_EdgeCenter = 8
  integer(c_int), parameter, public :: PCGNS_NODE = 2, PCGNS_BAR_2 = 3, PCGNS_BAR_3 = 4, PCGNS_TRI_3 = 5, &
                                       PCGNS_TRI_6 = 6, PCGNS_QUAD_4 = 7, PCGNS_QUAD_8 = 8, PCGNS_QUAD_9 = 9, &
                                       PCGNS_TETRA_4 = 10, PCGNS_TETRA_10 = 11, PCGNS_PYRA_5 = 12, &
                                       PCGNS_PYRA_14 = 13, PCGNS_PENTA_6 = 14, PCGNS_PENTA_15 = 15, &
                                       PCGNS_PENTA_18 = 16, PCGNS_HEXA_8 = 17, PCGNS_HEXA_20 = 18, &
                                       PCGNS_HEXA_27 = 19, PCGNS_MIXED = 20, PCGNS_PYRA_13 = 21, &
                                       PCGNS_NGON_n = 22, PCGNS_NFACE_n = 23
  integer(c_int), parameter, public :: PCGNS_NumberingVertex = 0, PCGNS_NumberingCell = 1, &
                                       PCGNS_NumberingElement = 2
  integer(c_int), parameter, public :: PCGNS_BCTypeNull = 0, PCGNS_BCTypeUserDefined = 1, &
                                       PCGNS_BCAxisymmetricWedge = 2, PCGNS_BCDegenerateLine = 3, &
                                       PCGNS_BCDegeneratePoint = 4, PCGNS_BCDirichlet = 5, &
                                       PCGNS_BCExtrapolate = 6, PCGNS_BCFarfield = 7, PCGNS_BCGeneral = 8, &
                                       PCGNS_BCInflow = 9, PCGNS_BCInflowSubsonic = 10, &
                                       PCGNS_BCInflowSupersonic = 11, PCGNS_BCNeumann = 12, &
                                       PCGNS_BCOutflow = 13, PCGNS_BCOutflowSubsonic = 14, &
                                       PCGNS_BCOutflowSupersonic = 15, PCGNS_BCSymmetryPlane = 16, &
                                       PCGNS_BCSymmetryPolar = 17, PCGNS_BCTunnelInflow = 18, &
                                       PCGNS_BCTunnelOutflow = 19, PCGNS_BCWall = 20, PCGNS_BCWallInviscid = 21, &
                                       PCGNS_BCWallViscous = 22, PCGNS_BCWallViscousHeatFlux = 23, &
                                       PCGNS_BCWallViscousIsothermal = 24, PCGNS_FamilySpecified = 25
  integer(c_int), parameter, public :: PCGNS_PointSetTypeNull = 0, PCGNS_PointSetTypeUserDefined = 1, &
                                       PCGNS_PointList = 2, PCGNS_PointListDonor = 3, PCGNS_PointRange = 4, &
                                       PCGNS_PointRangeDonor = 5, PCGNS_ElementRange = 6, PCGNS_ElementList = 7, &
                                       PCGNS_CellListDonor = 8

  public :: pcgns_mpi_comm_f, pcgns_set_cgns_version_f, pcgns_open_f, pcgns_close_f
  public :: pcgns_base_write_f, pcgns_zone_write_f, pcgns_coord_write_f, pcgns_section_write_f
  public :: pcgns_sol_write_f, pcgns_field_write_f, pcgns_global_numbering_write_f, pcgns_set_record_write_f
  public :: pcgns_coord_write_data_f, pcgns_elements_write_data_f, pcgns_field_write_data_f
  public :: pcgns_queue_flush_f, pcgns_queue_iflush_f, pcgns_queue_wait_f, pcgns_get_error_f
  public :: pcgns_nbases_f, pcgns_base_read_f, pcgns_nzones_f, pcgns_zone_read_f, pcgns_zone_type_f
  public :: pcgns_ncoords_f, pcgns_coord_info_f, pcgns_nsols_f, pcgns_sol_info_f, pcgns_nfields_f
  public :: pcgns_field_info_f, pcgns_nsections_f, pcgns_section_read_f
  public :: pcgns_coord_read_data_f, pcgns_field_read_data_f, pcgns_elements_read_data_f
  public :: pcgns_global_numbering_read_f, pcgns_poly_elements_read_data_offsets_f
  public :: pcgns_poly_elements_read_data_elements_f
  public :: pcgns_boco_write_f, pcgns_biter_write_f, pcgns_ziter_write_f, pcgns_gopath_f
  public :: pcgns_array_write_f, pcgns_descriptor_write_f, pcgns_poly_section_write_f
  public :: pcgns_poly_elements_write_data_f, pcgns_parent_data_write_f

  ! The C calls (pcgns.h). Handles and enumerations go by value, results by reference.
  interface
    integer(c_int) function c_mpi_comm_f(comm) bind(C, name="pcgns_mpi_comm_f")
      import :: c_int
      integer(c_int), value :: comm
    end function
    integer(c_int) function c_set_cgns_version(version) bind(C, name="pcgns_set_cgns_version")
      import :: c_int, c_float
      real(c_float), value :: version
    end function
    integer(c_int) function c_open(filename, mode, fn) bind(C, name="pcgns_open")
      import :: c_int, c_char
      character(kind=c_char), dimension(*) :: filename
      integer(c_int), value :: mode
      integer(c_int) :: fn
    end function
    integer(c_int) function c_close(fn) bind(C, name="pcgns_close")
      import :: c_int
      integer(c_int), value :: fn
    end function
    integer(c_int) function c_queue_flush(fn) bind(C, name="pcgns_queue_flush")
      import :: c_int
      integer(c_int), value :: fn
    end function
    integer(c_int) function c_queue_iflush(fn) bind(C, name="pcgns_queue_iflush")
      import :: c_int
      integer(c_int), value :: fn
    end function
    integer(c_int) function c_queue_wait(fn) bind(C, name="pcgns_queue_wait")
      import :: c_int
      integer(c_int), value :: fn
    end function
    integer(c_int) function c_base_write(fn, basename, cell_dim, phys_dim, B) bind(C, name="pcgns_base_write")
      import :: c_int, c_char
      integer(c_int), value :: fn, cell_dim, phys_dim
      character(kind=c_char), dimension(*) :: basename
      integer(c_int) :: B
    end function
    integer(c_int) function c_zone_write(fn, B, zonename, size, type, Z) bind(C, name="pcgns_zone_write")
      import :: c_int, c_char, c_int64_t
      integer(c_int), value :: fn, B, type
      character(kind=c_char), dimension(*) :: zonename
      integer(c_int64_t), dimension(*) :: size
      integer(c_int) :: Z
    end function
    integer(c_int) function c_coord_write(fn, B, Z, type, coordname, C) bind(C, name="pcgns_coord_write")
      import :: c_int, c_char
      integer(c_int), value :: fn, B, Z, type
      character(kind=c_char), dimension(*) :: coordname
      integer(c_int) :: C
    end function
    integer(c_int) function c_section_write(fn, B, Z, sectionname, type, start, end, nbndry, S) &
        bind(C, name="pcgns_section_write")
      import :: c_int, c_char, c_int64_t
      integer(c_int), value :: fn, B, Z, type, nbndry
      character(kind=c_char), dimension(*) :: sectionname
      integer(c_int64_t), value :: start, end
      integer(c_int) :: S
    end function
    integer(c_int) function c_sol_write(fn, B, Z, solname, location, S) bind(C, name="pcgns_sol_write")
      import :: c_int, c_char
      integer(c_int), value :: fn, B, Z, location
      character(kind=c_char), dimension(*) :: solname
      integer(c_int) :: S
    end function
    integer(c_int) function c_field_write(fn, B, Z, S, type, fieldname, F) bind(C, name="pcgns_field_write")
      import :: c_int, c_char
      integer(c_int), value :: fn, B, Z, S, type
      character(kind=c_char), dimension(*) :: fieldname
      integer(c_int) :: F
    end function
    integer(c_int) function c_global_numbering_write(fn, B, Z, kind, n, ids) &
        bind(C, name="pcgns_global_numbering_write")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, kind
      integer(c_int64_t), value :: n
      integer(c_int64_t), dimension(*) :: ids
    end function
    integer(c_int) function c_set_record_write(fn, B, Z, part_count, vertex_count, cell_count) &
        bind(C, name="pcgns_set_record_write")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, part_count
      integer(c_int64_t), value :: vertex_count, cell_count
    end function
    ! The data calls bind to entry points that always copy the values: after an iflush the
    ! C calls keep a reference to a large buffer, and a compiler may pass a temporary copy
    ! of the actual argument (a non-contiguous section, an expression), freed on return.
    integer(c_int) function c_coord_write_data(fn, B, Z, C, rmin, rmax, coord_array) &
        bind(C, name="pcgns_fortran_coord_write_data")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, C
      integer(c_int64_t), dimension(*) :: rmin, rmax
      type(*), dimension(*) :: coord_array
    end function
    integer(c_int) function c_elements_write_data(fn, B, Z, S, start, end, elements) &
        bind(C, name="pcgns_fortran_elements_write_data")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, S
      integer(c_int64_t), value :: start, end
      integer(c_int64_t), dimension(*) :: elements
    end function
    integer(c_int) function c_field_write_data(fn, B, Z, S, F, rmin, rmax, data) &
        bind(C, name="pcgns_fortran_field_write_data")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, S, F
      integer(c_int64_t), dimension(*) :: rmin, rmax
      type(*), dimension(*) :: data
    end function
    integer(c_int) function c_boco_write(fn, B, Z, boconame, bocotype, ptset_type, npnts, pnts, BC) &
        bind(C, name="pcgns_boco_write")
      import :: c_int, c_char, c_int64_t
      integer(c_int), value :: fn, B, Z, bocotype, ptset_type
      character(kind=c_char), dimension(*) :: boconame
      integer(c_int64_t), value :: npnts
      integer(c_int64_t), dimension(*) :: pnts
      integer(c_int) :: BC
    end function
    integer(c_int) function c_biter_write(fn, B, bitername, nsteps) bind(C, name="pcgns_biter_write")
      import :: c_int, c_char
      integer(c_int), value :: fn, B, nsteps
      character(kind=c_char), dimension(*) :: bitername
    end function
    integer(c_int) function c_ziter_write(fn, B, Z, zitername) bind(C, name="pcgns_ziter_write")
      import :: c_int, c_char
      integer(c_int), value :: fn, B, Z
      character(kind=c_char), dimension(*) :: zitername
    end function
    integer(c_int) function c_gopath(fn, path) bind(C, name="pcgns_gopath")
      import :: c_int, c_char
      integer(c_int), value :: fn
      character(kind=c_char), dimension(*) :: path
    end function
    integer(c_int) function c_array_write(arrayname, type, ndim, dims, data) bind(C, name="pcgns_array_write")
      import :: c_int, c_char, c_int64_t
      character(kind=c_char), dimension(*) :: arrayname
      integer(c_int), value :: type, ndim
      integer(c_int64_t), dimension(*) :: dims
      type(*), dimension(*) :: data
    end function
    integer(c_int) function c_descriptor_write(descr_name, descr_text) bind(C, name="pcgns_descriptor_write")
      import :: c_int, c_char
      character(kind=c_char), dimension(*) :: descr_name, descr_text
    end function
    integer(c_int) function c_poly_section_write(fn, B, Z, sectionname, type, start, end, maxoffset, nbndry, S) &
        bind(C, name="pcgns_poly_section_write")
      import :: c_int, c_char, c_int64_t
      integer(c_int), value :: fn, B, Z, type, nbndry
      character(kind=c_char), dimension(*) :: sectionname
      integer(c_int64_t), value :: start, end, maxoffset
      integer(c_int) :: S
    end function
    integer(c_int) function c_poly_elements_write_data(fn, B, Z, S, start, end, elements, offsets) &
        bind(C, name="pcgns_poly_elements_write_data")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, S
      integer(c_int64_t), value :: start, end
      integer(c_int64_t), dimension(*) :: elements, offsets
    end function
    integer(c_int) function c_parent_data_write(fn, B, Z, S, start, end, parent_data) &
        bind(C, name="pcgns_parent_data_write")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, S
      integer(c_int64_t), value :: start, end
      integer(c_int64_t), dimension(*) :: parent_data
    end function
    type(c_ptr) function c_get_error() bind(C, name="pcgns_get_error")
      import :: c_ptr
    end function
    integer(c_size_t) function c_strlen(text) bind(C, name="strlen")
      import :: c_size_t, c_ptr
      type(c_ptr), value :: text
    end function
    integer(c_int) function c_nbases(fn, n) bind(C, name="pcgns_nbases")
      import :: c_int
      integer(c_int), value :: fn
      integer(c_int) :: n
    end function
    integer(c_int) function c_base_read(fn, B, basename, cell_dim, phys_dim) bind(C, name="pcgns_base_read")
      import :: c_int, c_char
      integer(c_int), value :: fn, B
      character(kind=c_char), dimension(*) :: basename
      integer(c_int) :: cell_dim, phys_dim
    end function
    integer(c_int) function c_nzones(fn, B, n) bind(C, name="pcgns_nzones")
      import :: c_int
      integer(c_int), value :: fn, B
      integer(c_int) :: n
    end function
    integer(c_int) function c_zone_read(fn, B, Z, zonename, size) bind(C, name="pcgns_zone_read")
      import :: c_int, c_char, c_int64_t
      integer(c_int), value :: fn, B, Z
      character(kind=c_char), dimension(*) :: zonename
      integer(c_int64_t), dimension(*) :: size
    end function
    integer(c_int) function c_ncoords(fn, B, Z, n) bind(C, name="pcgns_ncoords")
      import :: c_int
      integer(c_int), value :: fn, B, Z
      integer(c_int) :: n
    end function
    integer(c_int) function c_nsols(fn, B, Z, n) bind(C, name="pcgns_nsols")
      import :: c_int
      integer(c_int), value :: fn, B, Z
      integer(c_int) :: n
    end function
    integer(c_int) function c_nsections(fn, B, Z, n) bind(C, name="pcgns_nsections")
      import :: c_int
      integer(c_int), value :: fn, B, Z
      integer(c_int) :: n
    end function
    integer(c_int) function c_zone_type(fn, B, Z, type) bind(C, name="pcgns_zone_type")
      import :: c_int
      integer(c_int), value :: fn, B, Z
      integer(c_int) :: type
    end function
    integer(c_int) function c_coord_info(fn, B, Z, C, type, coordname) bind(C, name="pcgns_coord_info")
      import :: c_int, c_char
      integer(c_int), value :: fn, B, Z, C
      integer(c_int) :: type
      character(kind=c_char), dimension(*) :: coordname
    end function
    integer(c_int) function c_sol_info(fn, B, Z, S, solname, location) bind(C, name="pcgns_sol_info")
      import :: c_int, c_char
      integer(c_int), value :: fn, B, Z, S
      character(kind=c_char), dimension(*) :: solname
      integer(c_int) :: location
    end function
    integer(c_int) function c_nfields(fn, B, Z, S, n) bind(C, name="pcgns_nfields")
      import :: c_int
      integer(c_int), value :: fn, B, Z, S
      integer(c_int) :: n
    end function
    integer(c_int) function c_field_info(fn, B, Z, S, F, type, fieldname) bind(C, name="pcgns_field_info")
      import :: c_int, c_char
      integer(c_int), value :: fn, B, Z, S, F
      integer(c_int) :: type
      character(kind=c_char), dimension(*) :: fieldname
    end function
    integer(c_int) function c_section_read(fn, B, Z, S, sectionname, type, start, end, nbndry, parent_flag) &
        bind(C, name="pcgns_section_read")
      import :: c_int, c_char, c_int64_t
      integer(c_int), value :: fn, B, Z, S
      character(kind=c_char), dimension(*) :: sectionname
      integer(c_int) :: type, nbndry, parent_flag
      integer(c_int64_t) :: start, end
    end function
    integer(c_int) function c_coord_read_data(fn, B, Z, C, rmin, rmax, coord_array) &
        bind(C, name="pcgns_coord_read_data")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, C
      integer(c_int64_t), dimension(*) :: rmin, rmax
      type(*), dimension(*) :: coord_array
    end function
    integer(c_int) function c_field_read_data(fn, B, Z, S, F, rmin, rmax, data) bind(C, name="pcgns_field_read_data")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, S, F
      integer(c_int64_t), dimension(*) :: rmin, rmax
      type(*), dimension(*) :: data
    end function
    integer(c_int) function c_elements_read_data(fn, B, Z, S, start, end, elements) &
        bind(C, name="pcgns_elements_read_data")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, S
      integer(c_int64_t), value :: start, end
      integer(c_int64_t), dimension(*) :: elements
    end function
    integer(c_int) function c_poly_elements_read_data_offsets(fn, B, Z, S, start, end, offsets) &
        bind(C, name="pcgns_poly_elements_read_data_offsets")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, S
      integer(c_int64_t), value :: start, end
      integer(c_int64_t), dimension(*) :: offsets
    end function
    integer(c_int) function c_poly_elements_read_data_elements(fn, B, Z, S, start, end, offsets, elements) &
        bind(C, name="pcgns_poly_elements_read_data_elements")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, S
      integer(c_int64_t), value :: start, end
      integer(c_int64_t), dimension(*) :: offsets, elements
    end function
    integer(c_int) function c_global_numbering_read(fn, B, Z, kind, n, ids) bind(C, name="pcgns_global_numbering_read")
      import :: c_int, c_int64_t
      integer(c_int), value :: fn, B, Z, kind
      integer(c_int64_t), value :: n
      integer(c_int64_t), dimension(*) :: ids
    end function
  end interface

contains

  ! A Fortran string as a C one: trailing blanks dropped, NUL appended.
  function c_text(text) result(c)
    character(*), intent(in) :: text
    character(kind=c_char, len=:), allocatable :: c
    c = trim(text)//c_null_char
  end function

  ! A C name (at most 32 characters and a NUL) into a Fortran string, blank padded.
  subroutine fortran_text(buffer, text)
    character(kind=c_char), intent(in) :: buffer(33)
    character(*), intent(out) :: text
    integer :: i
    text = ' '
    do i = 1, min(32, len(text))
      if (buffer(i) == c_null_char) exit
      text(i:i) = buffer(i)
    end do
  end subroutine

  subroutine pcgns_mpi_comm_f(comm, ier)
    integer, intent(in) :: comm
    integer, intent(out) :: ier
    ier = c_mpi_comm_f(int(comm, c_int))
  end subroutine

  subroutine pcgns_set_cgns_version_f(version, ier)
    real, intent(in) :: version
    integer, intent(out) :: ier
    ier = c_set_cgns_version(real(version, c_float))
  end subroutine

  subroutine pcgns_open_f(filename, mode, fn, ier)
    character(*), intent(in) :: filename
    integer, intent(in) :: mode
    integer, intent(out) :: fn, ier
    ier = c_open(c_text(filename), mode, fn)
  end subroutine

  subroutine pcgns_close_f(fn, ier)
    integer, intent(in) :: fn
    integer, intent(out) :: ier
    ier = c_close(fn)
  end subroutine

  subroutine pcgns_base_write_f(fn, basename, cell_dim, phys_dim, B, ier)
    integer, intent(in) :: fn, cell_dim, phys_dim
    character(*), intent(in) :: basename
    integer, intent(out) :: B, ier
    ier = c_base_write(fn, c_text(basename), cell_dim, phys_dim, B)
  end subroutine

  subroutine pcgns_zone_write_f(fn, B, zonename, size, type, Z, ier)
    integer, intent(in) :: fn, B, type
    character(*), intent(in) :: zonename
    integer(pcgns_size_t), intent(in) :: size(*)
    integer, intent(out) :: Z, ier
    ier = c_zone_write(fn, B, c_text(zonename), size, type, Z)
  end subroutine

  subroutine pcgns_coord_write_f(fn, B, Z, type, coordname, C, ier)
    integer, intent(in) :: fn, B, Z, type
    character(*), intent(in) :: coordname
    integer, intent(out) :: C, ier
    ier = c_coord_write(fn, B, Z, type, c_text(coordname), C)
  end subroutine

  subroutine pcgns_section_write_f(fn, B, Z, sectionname, type, start, end, nbndry, S, ier)
    integer, intent(in) :: fn, B, Z, type, nbndry
    character(*), intent(in) :: sectionname
    integer(pcgns_size_t), intent(in) :: start, end
    integer, intent(out) :: S, ier
    ier = c_section_write(fn, B, Z, c_text(sectionname), type, start, end, nbndry, S)
  end subroutine

  subroutine pcgns_sol_write_f(fn, B, Z, solname, location, S, ier)
    integer, intent(in) :: fn, B, Z, location
    character(*), intent(in) :: solname
    integer, intent(out) :: S, ier
    ier = c_sol_write(fn, B, Z, c_text(solname), location, S)
  end subroutine

  subroutine pcgns_field_write_f(fn, B, Z, S, type, fieldname, F, ier)
    integer, intent(in) :: fn, B, Z, S, type
    character(*), intent(in) :: fieldname
    integer, intent(out) :: F, ier
    ier = c_field_write(fn, B, Z, S, type, c_text(fieldname), F)
  end subroutine

  subroutine pcgns_global_numbering_write_f(fn, B, Z, kind, n, ids, ier)
    integer, intent(in) :: fn, B, Z, kind
    integer(pcgns_size_t), intent(in) :: n, ids(*)
    integer, intent(out) :: ier
    ier = c_global_numbering_write(fn, B, Z, kind, n, ids)
  end subroutine

  subroutine pcgns_set_record_write_f(fn, B, Z, part_count, vertex_count, cell_count, ier)
    integer, intent(in) :: fn, B, Z, part_count
    integer(pcgns_size_t), intent(in) :: vertex_count, cell_count
    integer, intent(out) :: ier
    ier = c_set_record_write(fn, B, Z, part_count, vertex_count, cell_count)
  end subroutine

  subroutine pcgns_boco_write_f(fn, B, Z, boconame, bocotype, ptset_type, npnts, pnts, BC, ier)
    integer, intent(in) :: fn, B, Z, bocotype, ptset_type
    character(*), intent(in) :: boconame
    integer(pcgns_size_t), intent(in) :: npnts, pnts(*)
    integer, intent(out) :: BC, ier
    ier = c_boco_write(fn, B, Z, c_text(boconame), bocotype, ptset_type, npnts, pnts, BC)
  end subroutine

  subroutine pcgns_biter_write_f(fn, B, bitername, nsteps, ier)
    integer, intent(in) :: fn, B, nsteps
    character(*), intent(in) :: bitername
    integer, intent(out) :: ier
    ier = c_biter_write(fn, B, c_text(bitername), nsteps)
  end subroutine

  subroutine pcgns_ziter_write_f(fn, B, Z, zitername, ier)
    integer, intent(in) :: fn, B, Z
    character(*), intent(in) :: zitername
    integer, intent(out) :: ier
    ier = c_ziter_write(fn, B, Z, c_text(zitername))
  end subroutine

  ! The goto position by path (Fortran has no pcgns_goto: no variable argument lists, as
  ! the official library's Fortran calls).
  subroutine pcgns_gopath_f(fn, path, ier)
    integer, intent(in) :: fn
    character(*), intent(in) :: path
    integer, intent(out) :: ier
    ier = c_gopath(fn, c_text(path))
  end subroutine

  ! Character arrays (FlowSolutionPointers): a character(len=32) array of the steps.
  subroutine pcgns_array_write_f(arrayname, type, ndim, dims, data, ier)
    character(*), intent(in) :: arrayname
    integer, intent(in) :: type, ndim
    integer(pcgns_size_t), intent(in) :: dims(*)
    type(*), intent(in) :: data(*)
    integer, intent(out) :: ier
    ier = c_array_write(c_text(arrayname), type, ndim, dims, data)
  end subroutine

  ! The text goes in without its trailing blanks.
  subroutine pcgns_descriptor_write_f(descr_name, descr_text, ier)
    character(*), intent(in) :: descr_name, descr_text
    integer, intent(out) :: ier
    ier = c_descriptor_write(c_text(descr_name), c_text(descr_text))
  end subroutine

  subroutine pcgns_poly_section_write_f(fn, B, Z, sectionname, type, start, end, maxoffset, nbndry, S, ier)
    integer, intent(in) :: fn, B, Z, type, nbndry
    character(*), intent(in) :: sectionname
    integer(pcgns_size_t), intent(in) :: start, end, maxoffset
    integer, intent(out) :: S, ier
    ier = c_poly_section_write(fn, B, Z, c_text(sectionname), type, start, end, maxoffset, nbndry, S)
  end subroutine

  subroutine pcgns_poly_elements_write_data_f(fn, B, Z, S, start, end, elements, offsets, ier)
    integer, intent(in) :: fn, B, Z, S
    integer(pcgns_size_t), intent(in) :: start, end, elements(*), offsets(*)
    integer, intent(out) :: ier
    ier = c_poly_elements_write_data(fn, B, Z, S, start, end, elements, offsets)
  end subroutine

  subroutine pcgns_parent_data_write_f(fn, B, Z, S, start, end, parent_data, ier)
    integer, intent(in) :: fn, B, Z, S
    integer(pcgns_size_t), intent(in) :: start, end, parent_data(*)
    integer, intent(out) :: ier
    ier = c_parent_data_write(fn, B, Z, S, start, end, parent_data)
  end subroutine

  subroutine pcgns_coord_write_data_f(fn, B, Z, C, rmin, rmax, coord_array, ier)
    integer, intent(in) :: fn, B, Z, C
    integer(pcgns_size_t), intent(in) :: rmin(*), rmax(*)
    type(*), intent(in) :: coord_array(*)
    integer, intent(out) :: ier
    ier = c_coord_write_data(fn, B, Z, C, rmin, rmax, coord_array)
  end subroutine

  subroutine pcgns_elements_write_data_f(fn, B, Z, S, start, end, elements, ier)
    integer, intent(in) :: fn, B, Z, S
    integer(pcgns_size_t), intent(in) :: start, end, elements(*)
    integer, intent(out) :: ier
    ier = c_elements_write_data(fn, B, Z, S, start, end, elements)
  end subroutine

  subroutine pcgns_field_write_data_f(fn, B, Z, S, F, rmin, rmax, data, ier)
    integer, intent(in) :: fn, B, Z, S, F
    integer(pcgns_size_t), intent(in) :: rmin(*), rmax(*)
    type(*), intent(in) :: data(*)
    integer, intent(out) :: ier
    ier = c_field_write_data(fn, B, Z, S, F, rmin, rmax, data)
  end subroutine

  subroutine pcgns_queue_flush_f(fn, ier)
    integer, intent(in) :: fn
    integer, intent(out) :: ier
    ier = c_queue_flush(fn)
  end subroutine

  subroutine pcgns_queue_iflush_f(fn, ier)
    integer, intent(in) :: fn
    integer, intent(out) :: ier
    ier = c_queue_iflush(fn)
  end subroutine

  subroutine pcgns_queue_wait_f(fn, ier)
    integer, intent(in) :: fn
    integer, intent(out) :: ier
    ier = c_queue_wait(fn)
  end subroutine

  ! The message of the last error (blank padded; cut to the length of `message`).
  subroutine pcgns_get_error_f(message)
    character(*), intent(out) :: message
    character(kind=c_char), pointer :: text(:)
    type(c_ptr) :: address
    integer :: i
    address = c_get_error()
    call c_f_pointer(address, text, [c_strlen(address)])
    message = ' '
    do i = 1, min(len(message), size(text))
      message(i:i) = text(i)
    end do
  end subroutine

  subroutine pcgns_nbases_f(fn, nbases, ier)
    integer, intent(in) :: fn
    integer, intent(out) :: nbases, ier
    ier = c_nbases(fn, nbases)
  end subroutine

  subroutine pcgns_base_read_f(fn, B, basename, cell_dim, phys_dim, ier)
    integer, intent(in) :: fn, B
    character(*), intent(out) :: basename
    integer, intent(out) :: cell_dim, phys_dim, ier
    character(kind=c_char) :: buffer(33)
    ier = c_base_read(fn, B, buffer, cell_dim, phys_dim)
    call fortran_text(buffer, basename)
  end subroutine

  subroutine pcgns_nzones_f(fn, B, nzones, ier)
    integer, intent(in) :: fn, B
    integer, intent(out) :: nzones, ier
    ier = c_nzones(fn, B, nzones)
  end subroutine

  subroutine pcgns_zone_read_f(fn, B, Z, zonename, size, ier)
    integer, intent(in) :: fn, B, Z
    character(*), intent(out) :: zonename
    integer(pcgns_size_t), intent(out) :: size(*)
    integer, intent(out) :: ier
    character(kind=c_char) :: buffer(33)
    ier = c_zone_read(fn, B, Z, buffer, size)
    call fortran_text(buffer, zonename)
  end subroutine

  subroutine pcgns_zone_type_f(fn, B, Z, type, ier)
    integer, intent(in) :: fn, B, Z
    integer, intent(out) :: type, ier
    ier = c_zone_type(fn, B, Z, type)
  end subroutine

  subroutine pcgns_ncoords_f(fn, B, Z, ncoords, ier)
    integer, intent(in) :: fn, B, Z
    integer, intent(out) :: ncoords, ier
    ier = c_ncoords(fn, B, Z, ncoords)
  end subroutine

  subroutine pcgns_coord_info_f(fn, B, Z, C, type, coordname, ier)
    integer, intent(in) :: fn, B, Z, C
    integer, intent(out) :: type, ier
    character(*), intent(out) :: coordname
    character(kind=c_char) :: buffer(33)
    ier = c_coord_info(fn, B, Z, C, type, buffer)
    call fortran_text(buffer, coordname)
  end subroutine

  subroutine pcgns_nsols_f(fn, B, Z, nsols, ier)
    integer, intent(in) :: fn, B, Z
    integer, intent(out) :: nsols, ier
    ier = c_nsols(fn, B, Z, nsols)
  end subroutine

  subroutine pcgns_sol_info_f(fn, B, Z, S, solname, location, ier)
    integer, intent(in) :: fn, B, Z, S
    character(*), intent(out) :: solname
    integer, intent(out) :: location, ier
    character(kind=c_char) :: buffer(33)
    ier = c_sol_info(fn, B, Z, S, buffer, location)
    call fortran_text(buffer, solname)
  end subroutine

  subroutine pcgns_nfields_f(fn, B, Z, S, nfields, ier)
    integer, intent(in) :: fn, B, Z, S
    integer, intent(out) :: nfields, ier
    ier = c_nfields(fn, B, Z, S, nfields)
  end subroutine

  subroutine pcgns_field_info_f(fn, B, Z, S, F, type, fieldname, ier)
    integer, intent(in) :: fn, B, Z, S, F
    integer, intent(out) :: type, ier
    character(*), intent(out) :: fieldname
    character(kind=c_char) :: buffer(33)
    ier = c_field_info(fn, B, Z, S, F, type, buffer)
    call fortran_text(buffer, fieldname)
  end subroutine

  subroutine pcgns_nsections_f(fn, B, Z, nsections, ier)
    integer, intent(in) :: fn, B, Z
    integer, intent(out) :: nsections, ier
    ier = c_nsections(fn, B, Z, nsections)
  end subroutine

  subroutine pcgns_section_read_f(fn, B, Z, S, sectionname, type, start, end, nbndry, parent_flag, ier)
    integer, intent(in) :: fn, B, Z, S
    character(*), intent(out) :: sectionname
    integer, intent(out) :: type, nbndry, parent_flag, ier
    integer(pcgns_size_t), intent(out) :: start, end
    character(kind=c_char) :: buffer(33)
    ier = c_section_read(fn, B, Z, S, buffer, type, start, end, nbndry, parent_flag)
    call fortran_text(buffer, sectionname)
  end subroutine

  subroutine pcgns_coord_read_data_f(fn, B, Z, C, rmin, rmax, coord_array, ier)
    integer, intent(in) :: fn, B, Z, C
    integer(pcgns_size_t), intent(in) :: rmin(*), rmax(*)
    type(*), intent(inout) :: coord_array(*)
    integer, intent(out) :: ier
    ier = c_coord_read_data(fn, B, Z, C, rmin, rmax, coord_array)
  end subroutine

  subroutine pcgns_field_read_data_f(fn, B, Z, S, F, rmin, rmax, data, ier)
    integer, intent(in) :: fn, B, Z, S, F
    integer(pcgns_size_t), intent(in) :: rmin(*), rmax(*)
    type(*), intent(inout) :: data(*)
    integer, intent(out) :: ier
    ier = c_field_read_data(fn, B, Z, S, F, rmin, rmax, data)
  end subroutine

  subroutine pcgns_elements_read_data_f(fn, B, Z, S, start, end, elements, ier)
    integer, intent(in) :: fn, B, Z, S
    integer(pcgns_size_t), intent(in) :: start, end
    integer(pcgns_size_t), intent(out) :: elements(*)
    integer, intent(out) :: ier
    ier = c_elements_read_data(fn, B, Z, S, start, end, elements)
  end subroutine

  ! The ElementStartOffset entries of poly elements start..end (end - start + 2 values).
  subroutine pcgns_poly_elements_read_data_offsets_f(fn, B, Z, S, start, end, offsets, ier)
    integer, intent(in) :: fn, B, Z, S
    integer(pcgns_size_t), intent(in) :: start, end
    integer(pcgns_size_t), intent(out) :: offsets(*)
    integer, intent(out) :: ier
    ier = c_poly_elements_read_data_offsets(fn, B, Z, S, start, end, offsets)
  end subroutine

  ! Their connectivity, offsets(1) up to offsets(end - start + 2), given those offsets.
  subroutine pcgns_poly_elements_read_data_elements_f(fn, B, Z, S, start, end, offsets, elements, ier)
    integer, intent(in) :: fn, B, Z, S
    integer(pcgns_size_t), intent(in) :: start, end, offsets(*)
    integer(pcgns_size_t), intent(out) :: elements(*)
    integer, intent(out) :: ier
    ier = c_poly_elements_read_data_elements(fn, B, Z, S, start, end, offsets, elements)
  end subroutine

  subroutine pcgns_global_numbering_read_f(fn, B, Z, kind, n, ids, ier)
    integer, intent(in) :: fn, B, Z, kind
    integer(pcgns_size_t), intent(in) :: n
    integer(pcgns_size_t), intent(out) :: ids(*)
    integer, intent(out) :: ier
    ier = c_global_numbering_read(fn, B, Z, kind, n, ids)
  end subroutine

end module pcgns
