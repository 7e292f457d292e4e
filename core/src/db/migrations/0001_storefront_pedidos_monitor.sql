CREATE TABLE "pedido_status_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"de" text,
	"para" text NOT NULL,
	"autor_tipo" text NOT NULL,
	"autor_id" integer,
	"autor_nome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrinho_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"carrinho_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"quantidade" integer NOT NULL,
	"preco_unitario" numeric(12, 2) NOT NULL,
	"observacoes" text,
	"personalizacoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrinhos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"observacoes" text,
	"data_expiracao" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chamadas_garcom" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"mesa" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telas_monitor" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"criada_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso_em" timestamp with time zone,
	"revogada_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "monitor_alerta_amarelo_min" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "monitor_alerta_vermelho_min" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_status_historico" ADD CONSTRAINT "pedido_status_historico_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinho_itens" ADD CONSTRAINT "carrinho_itens_carrinho_id_carrinhos_id_fk" FOREIGN KEY ("carrinho_id") REFERENCES "public"."carrinhos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinho_itens" ADD CONSTRAINT "carrinho_itens_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinhos" ADD CONSTRAINT "carrinhos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinhos" ADD CONSTRAINT "carrinhos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamadas_garcom" ADD CONSTRAINT "chamadas_garcom_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telas_monitor" ADD CONSTRAINT "telas_monitor_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telas_monitor" ADD CONSTRAINT "telas_monitor_criada_por_usuarios_id_fk" FOREIGN KEY ("criada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_status_historico_pedido_idx" ON "pedido_status_historico" USING btree ("empresa_id","pedido_id");--> statement-breakpoint
CREATE INDEX "carrinho_itens_carrinho_idx" ON "carrinho_itens" USING btree ("empresa_id","carrinho_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carrinhos_empresa_usuario_uq" ON "carrinhos" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE INDEX "chamadas_garcom_empresa_status_idx" ON "chamadas_garcom" USING btree ("empresa_id","status");--> statement-breakpoint
CREATE INDEX "telas_monitor_empresa_idx" ON "telas_monitor" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "pedidos_empresa_criado_idx" ON "pedidos" USING btree ("empresa_id","created_at");