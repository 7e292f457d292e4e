ALTER TABLE "password_resets" ALTER COLUMN "usuario_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "garcom_id" integer;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_garcom_fk" FOREIGN KEY ("empresa_id","garcom_id") REFERENCES "public"."garcons"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_garcom_idx" ON "password_resets" USING btree ("empresa_id","garcom_id");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_uma_conta" CHECK (num_nonnulls("password_resets"."usuario_id", "password_resets"."garcom_id") = 1);