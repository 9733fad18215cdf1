CREATE TABLE "contributions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employee_id" integer NOT NULL,
	"date_covered" date NOT NULL,
	"sss_cont" numeric(12, 2) NOT NULL,
	"phic_cont" numeric(12, 2) NOT NULL,
	"hdmf_pagibig_cont" numeric(12, 2) NOT NULL,
	"hmo" numeric(12, 2) NOT NULL,
	"sss_loan" numeric(12, 2) NOT NULL,
	"hdmf_loan" numeric(12, 2) NOT NULL,
	"withholding_tax" numeric(12, 2) NOT NULL,
	"others" numeric(12, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributions_month_check" CHECK (extract(day FROM "contributions"."date_covered") = 1)
);
--> statement-breakpoint
CREATE TABLE "statutory_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statutory_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(32) NOT NULL,
	"effective_from" date NOT NULL,
	"params" jsonb NOT NULL,
	"source" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statutory_rates_kind_check" CHECK ("statutory_rates"."kind" IN ('sss', 'philhealth', 'pagibig', 'withholding_tax'))
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_employee_month_key" ON "contributions" USING btree ("employee_id","date_covered");--> statement-breakpoint
CREATE INDEX "contributions_covered_idx" ON "contributions" USING btree ("date_covered","id");--> statement-breakpoint
CREATE UNIQUE INDEX "statutory_rates_kind_date_key" ON "statutory_rates" USING btree ("kind","effective_from");--> statement-breakpoint
INSERT INTO "statutory_rates" ("kind", "effective_from", "params", "source") VALUES
  ('sss', '2025-01-01', '{"rate": 0.15, "employee_rate": 0.05, "msc_min": 5000, "msc_max": 35000, "msc_step": 500}', 'SSS 2025 schedule: 15% of the monthly salary credit, employee 5%'),
  ('philhealth', '2025-01-01', '{"rate": 0.05, "floor": 10000, "ceiling": 100000}', 'PhilHealth 2025: 5% of basic salary, floor 10,000, ceiling 100,000, shared equally'),
  ('pagibig', '2024-02-01', '{"employee_rate": 0.02, "cap": 10000}', 'Pag-IBIG from February 2024: employee 2% of at most 10,000'),
  ('withholding_tax', '2023-01-01', '{"brackets": [{"over": 20833, "base": 0, "rate": 0.15}, {"over": 33333, "base": 1875, "rate": 0.2}, {"over": 66667, "base": 8541.8, "rate": 0.25}, {"over": 166667, "base": 33541.8, "rate": 0.3}, {"over": 666667, "base": 183541.8, "rate": 0.35}]}', 'TRAIN (RA 10963) monthly withholding tax table, from 2023');
