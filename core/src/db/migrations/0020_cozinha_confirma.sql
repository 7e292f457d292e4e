CREATE TABLE "cozinha_alertas" (
	"id" serial NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"pedido_id" integer,
	"tela_id" integer,
	"desde" timestamp with time zone NOT NULL,
	"resolvido_em" timestamp with time zone,
	CONSTRAINT "cozinha_alertas_pkey" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "cozinha_recebimentos" (
	"empresa_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"tela" text NOT NULL,
	"tela_nome" text NOT NULL,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cozinha_recebimentos_pkey" PRIMARY KEY("empresa_id","pedido_id","tela")
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "monitor_confirmacao_seg" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "telas_monitor" ADD COLUMN "ultimo_sinal_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "telas_monitor" ADD COLUMN "desconectada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "telas_monitor" ADD COLUMN "ultimo_pedido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cozinha_alertas" ADD CONSTRAINT "cozinha_alertas_pedido_fk" FOREIGN KEY ("empresa_id","pedido_id") REFERENCES "public"."pedidos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cozinha_alertas" ADD CONSTRAINT "cozinha_alertas_tela_fk" FOREIGN KEY ("empresa_id","tela_id") REFERENCES "public"."telas_monitor"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cozinha_recebimentos" ADD CONSTRAINT "cozinha_recebimentos_pedido_fk" FOREIGN KEY ("empresa_id","pedido_id") REFERENCES "public"."pedidos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cozinha_alertas_pedido_uidx" ON "cozinha_alertas" USING btree ("empresa_id","pedido_id") WHERE "cozinha_alertas"."tipo" = 'pedido';--> statement-breakpoint
CREATE UNIQUE INDEX "cozinha_alertas_tela_aberto_uidx" ON "cozinha_alertas" USING btree ("empresa_id","tela_id") WHERE "cozinha_alertas"."tipo" = 'tela' AND "cozinha_alertas"."resolvido_em" IS NULL;--> statement-breakpoint
CREATE INDEX "cozinha_alertas_abertos_idx" ON "cozinha_alertas" USING btree ("empresa_id") WHERE "cozinha_alertas"."resolvido_em" IS NULL;