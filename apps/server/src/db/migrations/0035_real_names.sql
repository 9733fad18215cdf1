-- A middle name may be left out (NULL; the datasheet wrote "" until now), a senior citizen's middle
-- initial too. search_name now folds accents (ñ is n, é is e) and ’ into ': the column is dropped and
-- added again with the new expression, which drops its indexes, so they are made again below.
ALTER TABLE "employee_seniors" ALTER COLUMN "middle_initial" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "middle_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "middle_name" DROP NOT NULL;--> statement-breakpoint
UPDATE "employees" SET "middle_name" = NULL WHERE btrim("middle_name") = '';--> statement-breakpoint
ALTER TABLE "employees" drop column "search_name";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_name" text GENERATED ALWAYS AS (normalize(regexp_replace(normalize(translate(lower("employees"."first_name" || ' ' || "employees"."last_name" || CASE WHEN "employees"."suffix" IN ('', 'None') THEN '' ELSE ' ' || "employees"."suffix" END), '’', ''''), NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'), NFC)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_search_name_trgm_idx" ON "employees" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_status_search_idx" ON "employees" USING btree ("status","search_name","id");--> statement-breakpoint
CREATE INDEX "employees_lacking_a_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'a') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_b_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'b') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_c_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'c') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_d_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'd') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_e_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'e') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_f_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'f') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_g_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'g') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_h_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'h') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_i_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'i') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_j_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'j') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_k_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'k') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_l_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'l') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_m_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'm') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_n_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'n') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_o_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'o') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_p_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'p') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_q_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'q') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_r_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'r') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_s_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 's') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_t_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 't') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_u_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'u') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_v_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'v') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_w_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'w') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_x_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'x') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_y_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'y') = 0;--> statement-breakpoint
CREATE INDEX "employees_lacking_z_idx" ON "employees" USING btree ("id") WHERE strpos(search_name, 'z') = 0;