ALTER TABLE "e_invoice_documents" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "e_invoice_documents" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "e_invoice_documents" ADD COLUMN "period" date;--> statement-breakpoint
ALTER TABLE "e_invoice_documents" ADD COLUMN "consolidation_id" integer;--> statement-breakpoint
ALTER TABLE "e_invoice_documents" ADD CONSTRAINT "e_invoice_documents_consolidation_id_e_invoice_documents_id_fk" FOREIGN KEY ("consolidation_id") REFERENCES "public"."e_invoice_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_documents_period_idx" ON "e_invoice_documents" USING btree ("store_id","period","type",coalesce("original_id", 0)) WHERE "e_invoice_documents"."period" is not null;--> statement-breakpoint
CREATE INDEX "e_invoice_documents_unreported_idx" ON "e_invoice_documents" USING btree ("store_id","issued_at") WHERE "e_invoice_documents"."status" = 'CONSOLIDATED' and "e_invoice_documents"."consolidation_id" is null;--> statement-breakpoint
ALTER TABLE "e_invoice_documents" ADD CONSTRAINT "e_invoice_documents_period_check" CHECK (("e_invoice_documents"."period" is null) = ("e_invoice_documents"."order_id" is not null) and ("e_invoice_documents"."period" is null) = ("e_invoice_documents"."user_id" is not null));--> statement-breakpoint
-- hand-written
-- As 0018's, with the month of a consolidated document fixed too, and a document's consolidation written once.
CREATE OR REPLACE FUNCTION "e_invoice_documents_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'e_invoice_documents are never removed: issue a credit or refund note instead';
  END IF;
  IF (NEW.type, NEW.number, NEW.order_id, NEW.store_id, NEW.user_id, NEW.original_id, NEW.consolidated, NEW.buyer_tin, NEW.total_excluding_tax, NEW.tax_amount, NEW.total_payable, NEW.reason, NEW.refund_ref, NEW.issued_at, NEW.period)
     IS DISTINCT FROM (OLD.type, OLD.number, OLD.order_id, OLD.store_id, OLD.user_id, OLD.original_id, OLD.consolidated, OLD.buyer_tin, OLD.total_excluding_tax, OLD.tax_amount, OLD.total_payable, OLD.reason, OLD.refund_ref, OLD.issued_at, OLD.period)
     OR (OLD.submitted_at IS NOT NULL AND NEW.document IS DISTINCT FROM OLD.document)
     OR (OLD.consolidation_id IS NOT NULL AND NEW.consolidation_id IS DISTINCT FROM OLD.consolidation_id) THEN
    RAISE EXCEPTION 'an issued e-invoice document is never edited: issue a credit or refund note instead';
  END IF;
  RETURN NEW;
END;
$$;
