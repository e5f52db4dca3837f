CREATE TABLE "executive_position" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text,
	"title" text,
	"rank" integer DEFAULT 100 NOT NULL,
	"person_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"alternate_name" text,
	"additional_type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"associations" text[] DEFAULT '{}' NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"description" text,
	"club_colors" text[] DEFAULT '{}' NOT NULL,
	"sponsor" text,
	"founding_date" date,
	"telephone" text,
	"email" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"same_as" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo" text,
	"image" text,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organization_parent" (
	"organization_id" text NOT NULL,
	"association" text NOT NULL,
	"parent_id" text NOT NULL,
	CONSTRAINT "organization_parent_organization_id_association_pk" PRIMARY KEY("organization_id","association")
);
--> statement-breakpoint
CREATE TABLE "family" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "family_member" (
	"id" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"person_id" text NOT NULL,
	"position" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "person" (
	"id" text PRIMARY KEY NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"alternate_given_name" text,
	"alternate_family_name" text,
	"gender" text,
	"birth_date" date,
	"telephone" text,
	"email" text,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"description" text,
	"unique_id" text,
	"thumbnail" text,
	"avatar" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"invite_status" text,
	"person_type" text,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"membership_number" text,
	"medical_alert" text,
	"medical_details" text,
	"medical_consent_to_process" boolean,
	"medical_consent_to_treat" boolean,
	"medical_consent_to_emergency" boolean,
	"comms_consent_club" boolean,
	"comms_consent_additional_club" boolean,
	"photo_consent_status" text,
	"profile_visibility" text DEFAULT 'VERIFIED_MEMBERS' NOT NULL,
	"family_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "person_organization" (
	"person_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"labels" text[] DEFAULT '{}' NOT NULL,
	"privileges" text[] DEFAULT '{}' NOT NULL,
	"additional_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "person_organization_person_id_organization_id_pk" PRIMARY KEY("person_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"previous_password_hashes" text[] DEFAULT '{}' NOT NULL,
	"person_id" text,
	"global_roles" text[] DEFAULT '{}' NOT NULL,
	"features" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_record" (
	"key" text NOT NULL,
	"principal" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_model" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "executive_position" ADD CONSTRAINT "executive_position_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_parent" ADD CONSTRAINT "organization_parent_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_parent" ADD CONSTRAINT "organization_parent_parent_id_organization_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_member" ADD CONSTRAINT "family_member_family_id_family_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."family"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_member" ADD CONSTRAINT "family_member_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_organization" ADD CONSTRAINT "person_organization_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_organization" ADD CONSTRAINT "person_organization_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_person_id_person_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "executive_position_org_idx" ON "executive_position" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "executive_position_org_name" ON "executive_position" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "organization_type_idx" ON "organization" USING btree ("additional_type");--> statement-breakpoint
CREATE INDEX "organization_updated_idx" ON "organization" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "organization_parent_parent_idx" ON "organization_parent" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_member_unique" ON "family_member" USING btree ("family_id","person_id");--> statement-breakpoint
CREATE INDEX "family_member_person_idx" ON "family_member" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_unique_id" ON "person" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "person_family_idx" ON "person" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "person_updated_idx" ON "person" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "person_organization_org_idx" ON "person_organization" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_username_lower" ON "account" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "account_person" ON "account" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_key_principal" ON "idempotency_record" USING btree ("principal","key");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_record" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_model_pk" ON "oidc_model" USING btree ("model","id");--> statement-breakpoint
CREATE INDEX "oidc_model_grant" ON "oidc_model" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_model_uid" ON "oidc_model" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "sign_in_attempt_key_idx" ON "sign_in_attempt" USING btree ("key","created_at");