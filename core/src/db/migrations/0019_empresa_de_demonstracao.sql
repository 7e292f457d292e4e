ALTER TABLE "empresas" ADD COLUMN "demonstracao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo seed's companies of a database seeded before this column existed (seedDemo marks new ones).
UPDATE "empresas" SET "demonstracao" = true WHERE ("id" = 1 AND "cnpj" = '34.871.256/0001-96') OR ("id" = 2 AND "cnpj" = '47.562.913/0001-65');
