ALTER TABLE "bairros_frete" ALTER COLUMN "distancia_km" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "aceita_retirada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bairros_frete" ADD COLUMN "valor_fixo" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "bairros_frete" ADD COLUMN "ativo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bairros_frete" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bairros_frete" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;