ALTER TABLE "pedidos" ADD COLUMN "previsao_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "previsao_motivo" text;