CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) DEFAULT 'shipping' NOT NULL,
	"recipient_name" varchar(100) NOT NULL,
	"phone" varchar(16) NOT NULL,
	"address_1" varchar(150) NOT NULL,
	"address_2" varchar(150),
	"city" varchar(80) NOT NULL,
	"state_id" integer NOT NULL,
	"zip" varchar(5) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_kind_check" CHECK ("addresses"."kind" in ('shipping', 'billing'))
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_items_list_id_product_id_pk" PRIMARY KEY("list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"description" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_credit_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_number" varchar(40) NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"brand" varchar(20) NOT NULL,
	"last_four" varchar(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"gateway_ref" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_last_four_check" CHECK ("saved_cards"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_cards_exp_month_check" CHECK ("saved_cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "loyalty_cards" (
	"card_no" varchar(16) PRIMARY KEY NOT NULL,
	"holder_name" varchar(100) NOT NULL,
	"holder_email" varchar(254) NOT NULL,
	"expires_on" date NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_cards_no_check" CHECK ("loyalty_cards"."card_no" ~ '^[0-9]{16}$')
);
--> statement-breakpoint
CREATE TABLE "member_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_no" varchar(16) NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_cards_card_no_unique" UNIQUE("card_no")
);
--> statement-breakpoint
CREATE TABLE "credit_application_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"file_name" varchar(150) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" varchar(150) NOT NULL,
	"ssm_no" varchar(20) NOT NULL,
	"years_in_business" smallint NOT NULL,
	"monthly_purchase" integer NOT NULL,
	"contact_name" varchar(100) NOT NULL,
	"contact_phone" varchar(16) NOT NULL,
	"contact_email" varchar(254) NOT NULL,
	"status" varchar(20) DEFAULT 'submitted' NOT NULL,
	"decision_note" varchar(500),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_applications_status_check" CHECK ("credit_applications"."status" in ('submitted', 'under_review', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_credit_transactions" ADD CONSTRAINT "e_credit_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_card_no_loyalty_cards_card_no_fk" FOREIGN KEY ("card_no") REFERENCES "public"."loyalty_cards"("card_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD CONSTRAINT "credit_application_documents_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default" and "addresses"."kind" = 'shipping';--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_billing_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."kind" = 'billing';--> statement-breakpoint
CREATE INDEX "shopping_lists_user_idx" ON "shopping_lists" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "e_credit_transactions_user_idx" ON "e_credit_transactions" USING btree ("user_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "loyalty_cards_email_idx" ON "loyalty_cards" USING btree (lower("holder_email"));--> statement-breakpoint
CREATE INDEX "member_cards_user_idx" ON "member_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_application_documents_app_idx" ON "credit_application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "credit_applications_user_idx" ON "credit_applications" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_applications_one_open_idx" ON "credit_applications" USING btree ("user_id") WHERE "credit_applications"."status" <> 'rejected';