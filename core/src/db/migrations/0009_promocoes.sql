CREATE TABLE "promocoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"tipo" text NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"codigo" text NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"uso_maximo" integer NOT NULL,
	"uso_atual" integer DEFAULT 0 NOT NULL,
	"valor_minimo" numeric(12, 2) DEFAULT '0' NOT NULL,
	"aplicavel_em" text DEFAULT 'todos' NOT NULL,
	"itens_aplicaveis" text DEFAULT '' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrinhos" ADD COLUMN "cupom_codigo" text;--> statement-breakpoint
ALTER TABLE "promocoes" ADD CONSTRAINT "promocoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promocoes_empresa_codigo_uq" ON "promocoes" USING btree ("empresa_id",upper("codigo"));--> statement-breakpoint
CREATE INDEX "promocoes_empresa_idx" ON "promocoes" USING btree ("empresa_id");