-- Reference data every installation needs, demo or not: the five roles of the spec (their ids are
-- part of the contract) and the time zones a Philippine BPO serves.
INSERT INTO "roles" ("id", "roles_name", "description") OVERRIDING SYSTEM VALUE VALUES
  (1, 'Office Staff', 'Rank-and-file employees and admin staff'),
  (2, 'Supervisor', 'Team leaders who approve their members'' requests first'),
  (3, 'Assistant Manager', 'Department heads who approve after the supervisor'),
  (4, 'Business Development Manager', 'Account and business development management'),
  (5, 'HR Department', 'Human resources: the users of this application')
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('roles', 'id'), (SELECT max("id") FROM "roles"));--> statement-breakpoint
INSERT INTO "timezones" ("timezone_name") VALUES
  ('Asia/Manila'),
  ('America/New_York'),
  ('America/Chicago'),
  ('America/Denver'),
  ('America/Phoenix'),
  ('America/Los_Angeles'),
  ('America/Anchorage'),
  ('Pacific/Honolulu'),
  ('America/Toronto'),
  ('Europe/London'),
  ('Australia/Sydney'),
  ('Australia/Melbourne'),
  ('Australia/Brisbane'),
  ('Australia/Adelaide'),
  ('Australia/Perth'),
  ('Pacific/Auckland'),
  ('Asia/Singapore'),
  ('Asia/Tokyo')
ON CONFLICT ("timezone_name") DO NOTHING;
