CREATE TABLE "comanda_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"comanda_id" integer NOT NULL,
	"produto_id" integer,
	"produto_nome" text NOT NULL,
	"imagem_url" text,
	"quantidade" integer NOT NULL,
	"preco_unitario" numeric(12, 2) NOT NULL,
	"observacoes" text,
	"personalizacoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"precisa_cozinha" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"pedido_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comandas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"status" text DEFAULT 'ativa' NOT NULL,
	"mesa_id" integer,
	"comanda_fisica_id" integer,
	"garcom_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "comanda_id" integer;--> statement-breakpoint
ALTER TABLE "comanda_itens" ADD CONSTRAINT "comanda_itens_comanda_id_comandas_id_fk" FOREIGN KEY ("comanda_id") REFERENCES "public"."comandas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comanda_itens" ADD CONSTRAINT "comanda_itens_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_mesa_id_mesas_id_fk" FOREIGN KEY ("mesa_id") REFERENCES "public"."mesas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_comanda_fisica_id_comandas_fisicas_id_fk" FOREIGN KEY ("comanda_fisica_id") REFERENCES "public"."comandas_fisicas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_garcom_id_garcons_id_fk" FOREIGN KEY ("garcom_id") REFERENCES "public"."garcons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comanda_itens_comanda_idx" ON "comanda_itens" USING btree ("empresa_id","comanda_id");--> statement-breakpoint
CREATE INDEX "comanda_itens_pedido_idx" ON "comanda_itens" USING btree ("empresa_id","pedido_id");--> statement-breakpoint
CREATE INDEX "comandas_empresa_status_idx" ON "comandas" USING btree ("empresa_id","status");--> statement-breakpoint
CREATE INDEX "comandas_empresa_mesa_idx" ON "comandas" USING btree ("empresa_id","mesa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comandas_fisica_ativa_uq" ON "comandas" USING btree ("empresa_id","comanda_fisica_id") WHERE status = 'ativa';--> statement-breakpoint
CREATE INDEX "pedidos_empresa_comanda_idx" ON "pedidos" USING btree ("empresa_id","comanda_id");