CREATE TABLE "order_tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"description" varchar(300) NOT NULL,
	"location" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_tracking_events_status_check" CHECK ("order_tracking_events"."status" in ('UNFULFILLED', 'PACKED', 'READY_FOR_PICKUP', 'IN_TRANSIT', 'DELIVERED', 'PICKED_UP', 'RETURNED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "store_members" (
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"role" varchar(10) NOT NULL,
	"locale" varchar(2) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_members_user_id_store_id_pk" PRIMARY KEY("user_id","store_id"),
	CONSTRAINT "store_members_role_check" CHECK ("store_members"."role" in ('owner', 'staff')),
	CONSTRAINT "store_members_locale_check" CHECK ("store_members"."locale" in ('en', 'ms'))
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "business_address" varchar(200);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tin" varchar(14);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "reg_no" varchar(20);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sst_reg_no" varchar(20);--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "locale" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" varchar(60);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_no" varchar(40);--> statement-breakpoint
ALTER TABLE "order_tracking_events" ADD CONSTRAINT "order_tracking_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_tracking_events_order_idx" ON "order_tracking_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "store_members_store_idx" ON "store_members" USING btree ("store_id");