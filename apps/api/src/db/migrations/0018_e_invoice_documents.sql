CREATE TABLE "e_invoice_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(2) NOT NULL,
	"number" varchar(40) NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"original_id" integer,
	"consolidated" boolean NOT NULL,
	"buyer_tin" varchar(14) NOT NULL,
	"total_excluding_tax" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"total_payable" bigint NOT NULL,
	"reason" varchar(300),
	"refund_ref" varchar(80),
	"document" text NOT NULL,
	"status" varchar(20) NOT NULL,
	"submission_uid" varchar(40),
	"uuid" varchar(40),
	"long_id" varchar(120),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"issued_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"validated_at" timestamp with time zone,
	CONSTRAINT "e_invoice_documents_type_check" CHECK ("e_invoice_documents"."type" in ('01', '02', '04')),
	CONSTRAINT "e_invoice_documents_status_check" CHECK ("e_invoice_documents"."status" in ('PENDING', 'SUBMITTED', 'VALID', 'INVALID', 'CONSOLIDATED')),
	CONSTRAINT "e_invoice_documents_original_check" CHECK (("e_invoice_documents"."type" = '01') = ("e_invoice_documents"."original_id" is null)),
	CONSTRAINT "e_invoice_documents_totals_check" CHECK ("e_invoice_documents"."total_payable" = "e_invoice_documents"."total_excluding_tax" + "e_invoice_documents"."tax_amount" and "e_invoice_documents"."total_payable" >= 0 and "e_invoice_documents"."tax_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "e_invoice_documents" ADD CONSTRAINT "e_invoice_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_documents" ADD CONSTRAINT "e_invoice_documents_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_documents" ADD CONSTRAINT "e_invoice_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_documents" ADD CONSTRAINT "e_invoice_documents_original_id_e_invoice_documents_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."e_invoice_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_documents_number_idx" ON "e_invoice_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_documents_invoice_idx" ON "e_invoice_documents" USING btree ("order_id") WHERE "e_invoice_documents"."type" = '01';--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_documents_refund_ref_idx" ON "e_invoice_documents" USING btree ("original_id","type","refund_ref");--> statement-breakpoint
CREATE INDEX "e_invoice_documents_order_idx" ON "e_invoice_documents" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "e_invoice_documents_due_idx" ON "e_invoice_documents" USING btree ("next_attempt_at") WHERE "e_invoice_documents"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "e_invoice_documents_submitted_idx" ON "e_invoice_documents" USING btree ("submission_uid") WHERE "e_invoice_documents"."status" = 'SUBMITTED';--> statement-breakpoint
-- hand-written
-- An issued document is never edited or removed: what it says is fixed when it is issued, and its JSON when it is submitted (a note's reference to its original's MyInvois UUID is filled in then). Corrections are new notes.
CREATE FUNCTION "e_invoice_documents_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'e_invoice_documents are never removed: issue a credit or refund note instead';
  END IF;
  IF (NEW.type, NEW.number, NEW.order_id, NEW.store_id, NEW.user_id, NEW.original_id, NEW.consolidated, NEW.buyer_tin, NEW.total_excluding_tax, NEW.tax_amount, NEW.total_payable, NEW.reason, NEW.refund_ref, NEW.issued_at)
     IS DISTINCT FROM (OLD.type, OLD.number, OLD.order_id, OLD.store_id, OLD.user_id, OLD.original_id, OLD.consolidated, OLD.buyer_tin, OLD.total_excluding_tax, OLD.tax_amount, OLD.total_payable, OLD.reason, OLD.refund_ref, OLD.issued_at)
     OR (OLD.submitted_at IS NOT NULL AND NEW.document IS DISTINCT FROM OLD.document) THEN
    RAISE EXCEPTION 'an issued e-invoice document is never edited: issue a credit or refund note instead';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "e_invoice_documents_fixed" BEFORE UPDATE OR DELETE ON "e_invoice_documents" FOR EACH ROW EXECUTE FUNCTION "e_invoice_documents_fixed"();--> statement-breakpoint
CREATE TRIGGER "e_invoice_documents_no_truncate" BEFORE TRUNCATE ON "e_invoice_documents" FOR EACH STATEMENT EXECUTE FUNCTION "e_invoice_documents_fixed"();
