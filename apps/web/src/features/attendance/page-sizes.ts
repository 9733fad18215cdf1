/** Page sizes of the attendance screens: the grid 10 employees, payroll 20, devices 20. */
export const PAYROLL_PAGE_SIZES = [10, 20, 50, 100, 200, 500] as const;
export const DEVICE_PAGE_SIZES = [10, 20, 50, 100] as const;
