-- The search box's employee id is a prefix: a range of this index, in byte order (a LIKE pattern given
-- as a parameter serves no index).
CREATE INDEX "employees_emp_id_c_idx" ON "employees" USING btree (("emp_id" COLLATE "C"));