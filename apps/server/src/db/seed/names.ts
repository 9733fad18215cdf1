// Common Filipino given names and surnames for demo and benchmark data.
export const FIRST_NAMES = [
  'Juan', 'Maria', 'Jose', 'Ana', 'Mark', 'Kristine', 'John Paul', 'Angelica', 'Michael', 'Jasmine',
  'Christian', 'Mary Grace', 'Carlo', 'Patricia', 'Paolo', 'Katrina', 'Miguel', 'Nicole', 'Rafael', 'Camille',
  'Gabriel', 'Bea', 'Joshua', 'Rica', 'Adrian', 'Trisha', 'Kevin', 'Aileen', 'Ramon', 'Lorna',
  'Enrique', 'Rowena', 'Dennis', 'Marites', 'Jerome', 'Cherry', 'Arnel', 'Joy', 'Vincent', 'Shiela',
  'Francis', 'Diana', 'Ronaldo', 'Lea', 'Emmanuel', 'Clarissa', 'Noel', 'Hazel', 'Renato', 'Irene',
];
export const MIDDLE_NAMES = [
  'Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Tomas', 'Andrada',
  'Castillo', 'Flores', 'Villanueva', 'Ramos', 'Castro', 'Rivera', 'Aquino', 'Navarro', 'Salazar', 'Mercado',
];
export const LAST_NAMES = [
  'Dela Cruz', 'Garcia', 'Reyes', 'Ramos', 'Mendoza', 'Santos', 'Flores', 'Gonzales', 'Bautista', 'Villanueva',
  'Fernandez', 'Cruz', 'De Guzman', 'Lopez', 'Perez', 'Castillo', 'Francisco', 'Rivera', 'Aquino', 'Castro',
  'Sanchez', 'Torres', 'De Leon', 'Domingo', 'Martinez', 'Rodriguez', 'Santiago', 'Soriano', 'Delos Santos', 'Diaz',
  'Hernandez', 'Tolentino', 'Valdez', 'Ramirez', 'Morales', 'Mercado', 'Tan', 'Aguilar', 'Navarro', 'Manalo',
  'Pascual', 'Salazar', 'Dizon', 'Del Rosario', 'Marquez', 'Cabrera', 'Robles', 'Javier', 'Lim', 'Ocampo',
];
export const CITIES = [
  'Pasig City', 'Quezon City', 'Makati City', 'Taguig City', 'Mandaluyong City', 'Manila', 'Pasay City',
  'Parañaque City', 'Marikina City', 'Caloocan City', 'Las Piñas City', 'Antipolo City', 'Cainta, Rizal',
];
export const STREETS = [
  'Rizal St.', 'Mabini St.', 'Bonifacio Ave.', 'Luna St.', 'Del Pilar St.', 'Aguinaldo St.', 'Burgos St.',
  'Katipunan Ave.', 'Ortigas Ave.', 'Shaw Blvd.', 'Sampaguita St.', 'Narra St.', 'Molave St.',
];
export const BARANGAYS = [
  'San Antonio', 'Kapitolyo', 'Ugong', 'Malate', 'Poblacion', 'San Roque', 'Bagong Silang', 'Santa Lucia',
  'Pinagbuhatan', 'Rosario', 'San Isidro', 'Bel-Air',
];
export const EMPLOYERS = [
  'Concentrix Philippines', 'Teleperformance', 'TaskUs', 'Alorica', 'Accenture Inc.', 'Startek',
  'SM Supermalls', 'Jollibee Foods Corp.', 'Globe Telecom', 'PLDT', 'BDO Unibank', 'Puregold Price Club',
];
