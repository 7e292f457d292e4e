CREATE TABLE "estoque_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"quantidade" numeric(15, 3) DEFAULT '0' NOT NULL,
	"quantidade_minima" numeric(15, 3) DEFAULT '0' NOT NULL,
	"unidade" text NOT NULL,
	"preco_custo" numeric(12, 2) DEFAULT '0' NOT NULL,
	"fornecedor" text NOT NULL,
	"categoria" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estoque_movimentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"quantidade" numeric(15, 3) NOT NULL,
	"motivo" text NOT NULL,
	"usuario_id" integer,
	"usuario_nome" text NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estoque_itens" ADD CONSTRAINT "estoque_itens_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_item_id_estoque_itens_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."estoque_itens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estoque_itens_empresa_idx" ON "estoque_itens" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE INDEX "estoque_movimentos_empresa_data_idx" ON "estoque_movimentos" USING btree ("empresa_id","data");--> statement-breakpoint
CREATE INDEX "estoque_movimentos_item_idx" ON "estoque_movimentos" USING btree ("item_id");