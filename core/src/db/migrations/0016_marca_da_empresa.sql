ALTER TABLE "empresas" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "cor_marca" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_cor_marca_ck" CHECK ("empresas"."cor_marca" ~ '^#[0-9a-f]{6}$');