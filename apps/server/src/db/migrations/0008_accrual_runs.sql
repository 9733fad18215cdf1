CREATE TABLE "leave_accrual_runs" (
	"period" varchar(7) PRIMARY KEY NOT NULL,
	"refreshed" integer NOT NULL,
	"earned" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Periods that already ran before this table existed.
INSERT INTO "leave_accrual_runs" ("period", "refreshed", "earned")
SELECT "period", count(*) FILTER (WHERE "reason" = 'refresh'), count(*) FILTER (WHERE "reason" = 'accrual')
FROM "leave_credit_ledger" WHERE "period" IS NOT NULL GROUP BY "period";
