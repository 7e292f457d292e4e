CREATE TABLE "entregadores" (
	"id" serial NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"telefone" text NOT NULL,
	"veiculo" text DEFAULT 'moto' NOT NULL,
	"taxa_por_entrega" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"link_versao" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entregadores_pkey" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "entregas" (
	"id" serial NOT NULL,
	"empresa_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"entregador_id" integer NOT NULL,
	"entregador_nome" text NOT NULL,
	"ordem" integer NOT NULL,
	"status" text DEFAULT 'em_rota' NOT NULL,
	"motivo" text,
	"taxa" numeric(12, 2) NOT NULL,
	"cobranca" text NOT NULL,
	"a_cobrar" numeric(12, 2) NOT NULL,
	"despachado_em" timestamp with time zone NOT NULL,
	"concluido_em" timestamp with time zone,
	CONSTRAINT "entregas_pkey" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "entregador_id" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "entregador_nome" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "entrega_motivo" text;--> statement-breakpoint
ALTER TABLE "entregadores" ADD CONSTRAINT "entregadores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_pedido_fk" FOREIGN KEY ("empresa_id","pedido_id") REFERENCES "public"."pedidos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entregadores_telefone_uq" ON "entregadores" USING btree ("empresa_id","telefone");--> statement-breakpoint
CREATE UNIQUE INDEX "entregas_pedido_em_rota_uq" ON "entregas" USING btree ("empresa_id","pedido_id") WHERE status = 'em_rota';--> statement-breakpoint
CREATE INDEX "entregas_entregador_idx" ON "entregas" USING btree ("empresa_id","entregador_id","despachado_em");--> statement-breakpoint
CREATE INDEX "entregas_concluido_idx" ON "entregas" USING btree ("empresa_id","concluido_em");