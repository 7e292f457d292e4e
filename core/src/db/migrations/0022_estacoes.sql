CREATE TABLE "estacoes" (
	"id" serial NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"cor" text DEFAULT '#1d4ed8' NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estacoes_pkey" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "visoes_da_cozinha" (
	"empresa_id" integer NOT NULL,
	"tela" text NOT NULL,
	"modo" text NOT NULL,
	"estacoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visoes_da_cozinha_pkey" PRIMARY KEY("empresa_id","tela")
);
--> statement-breakpoint
ALTER TABLE "categorias" ADD COLUMN "estacao_id" integer;--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "estacao_id" integer;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "estacao_id" integer;--> statement-breakpoint
ALTER TABLE "estacoes" ADD CONSTRAINT "estacoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visoes_da_cozinha" ADD CONSTRAINT "visoes_da_cozinha_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estacoes_empresa_nome_idx" ON "estacoes" USING btree ("empresa_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "estacoes_empresa_ordem_idx" ON "estacoes" USING btree ("empresa_id","ordem");--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_estacao_fk" FOREIGN KEY ("empresa_id","estacao_id") REFERENCES "public"."estacoes"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_estacao_fk" FOREIGN KEY ("empresa_id","estacao_id") REFERENCES "public"."estacoes"("empresa_id","id") ON DELETE no action ON UPDATE no action;