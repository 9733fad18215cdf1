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
CREATE UNIQUE INDEX "statutory_rates_kind_date_key" ON "statutory_rates" USING btree ("kind","effective_from");--> statement-breakpoint
INSERT INTO "statutory_rates" ("kind", "effective_from", "params", "source") VALUES
  ('sss', '2025-01-01', '{"rate": 0.15, "employee_rate": 0.05, "msc_min": 5000, "msc_max": 35000, "msc_step": 500}', 'SSS 2025 schedule: 15% of the monthly salary credit, employee 5%'),
  ('philhealth', '2025-01-01', '{"rate": 0.05, "floor": 10000, "ceiling": 100000}', 'PhilHealth 2025: 5% of basic salary, floor 10,000, ceiling 100,000, shared equally'),
  ('pagibig', '2024-02-01', '{"employee_rate": 0.02, "cap": 10000}', 'Pag-IBIG from February 2024: employee 2% of at most 10,000'),
  ('withholding_tax', '2023-01-01', '{"brackets": [{"over": 20833, "base": 0, "rate": 0.15}, {"over": 33333, "base": 1875, "rate": 0.2}, {"over": 66667, "base": 8541.8, "rate": 0.25}, {"over": 166667, "base": 33541.8, "rate": 0.3}, {"over": 666667, "base": 183541.8, "rate": 0.35}]}', 'TRAIN (RA 10963) monthly withholding tax table, from 2023');
