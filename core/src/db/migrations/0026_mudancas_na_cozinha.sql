ALTER TABLE "estacoes" ADD COLUMN "alvo_min" integer;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "alvo_min" integer;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "comanda_item_id" integer;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "adicionado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "cancelado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "cancelado_motivo" text;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "cancelado_por" text;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "observacoes_alteradas_em" timestamp with time zone;