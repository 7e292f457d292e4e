ALTER TABLE "empresas" ADD COLUMN "monitor_pronto_automatico" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "pronto_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "pronto_por" text;