CREATE TABLE "janelas_de_capacidade" (
	"empresa_id" integer NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"pedidos" integer DEFAULT 0 NOT NULL,
	"itens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "janelas_de_capacidade_pkey" PRIMARY KEY("empresa_id","inicio")
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "pausado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "pausado_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "ocupado_min" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "capacidade_janela" integer;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "capacidade_por" text DEFAULT 'pedidos' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "canal" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "agendado_para" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pedidos_empresa_telefone_idx" ON "pedidos" USING btree ("empresa_id",regexp_replace(regexp_replace("telefone_cliente", '\D', '', 'g'), '^55(\d{10,11})$', '\1'));--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_ocupado_min_ck" CHECK ("empresas"."ocupado_min" >= 0 and "empresas"."ocupado_min" <= 240);--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_capacidade_janela_ck" CHECK ("empresas"."capacidade_janela" > 0);--> statement-breakpoint
-- Orders that came from a waiter's tab before channels existed.
UPDATE "pedidos" SET "canal" = 'garcom' WHERE "comanda_id" IS NOT NULL OR "tipo_pedido" = 'mesa';
