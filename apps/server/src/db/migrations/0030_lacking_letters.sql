-- For each letter a to z, the ids of the employees whose lower-cased name lacks it: a one-letter
-- search (which finds most names) counts the rows of other tables as those of every employee but
-- these, read from the index alone instead of from every name.
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