ALTER TABLE "pedidos" ADD COLUMN "desconto" numeric(12, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "cupom_codigo" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "promocao_id" integer;