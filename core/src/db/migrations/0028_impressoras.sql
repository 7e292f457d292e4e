CREATE TABLE "impressao_agentes" (
	"id" serial NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"codigo" text,
	"codigo_expira_em" timestamp with time zone,
	"pareado_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	"ultimo_sinal_em" timestamp with time zone,
	"desconectado_em" timestamp with time zone,
	"criado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impressao_agentes_pkey" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "impressao_trabalhos" (
	"id" serial NOT NULL,
	"empresa_id" integer NOT NULL,
	"impressora_id" integer NOT NULL,
	"documento" text NOT NULL,
	"pedido_id" integer,
	"comanda_id" integer,
	"versao" integer DEFAULT 1 NOT NULL,
	"estado" text DEFAULT 'pendente' NOT NULL,
	"conteudo" jsonb NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone,
	"impresso_em" timestamp with time zone,
	CONSTRAINT "impressao_trabalhos_pkey" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
CREATE TABLE "impressoras" (
	"id" serial NOT NULL,
	"empresa_id" integer NOT NULL,
	"agente_id" integer NOT NULL,
	"nome" text NOT NULL,
	"conexao" text DEFAULT 'rede' NOT NULL,
	"endereco" text NOT NULL,
	"porta" integer,
	"largura" integer DEFAULT 80 NOT NULL,
	"estacoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documentos" jsonb DEFAULT '["cozinha"]'::jsonb NOT NULL,
	"copias" integer DEFAULT 1 NOT NULL,
	"automatica" boolean DEFAULT true NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impressoras_pkey" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "impressao_agentes" ADD CONSTRAINT "impressao_agentes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impressao_trabalhos" ADD CONSTRAINT "impressao_trabalhos_impressora_fk" FOREIGN KEY ("empresa_id","impressora_id") REFERENCES "public"."impressoras"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impressoras" ADD CONSTRAINT "impressoras_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impressoras" ADD CONSTRAINT "impressoras_agente_fk" FOREIGN KEY ("empresa_id","agente_id") REFERENCES "public"."impressao_agentes"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "impressao_agentes_codigo_idx" ON "impressao_agentes" USING btree ("empresa_id","codigo") WHERE "impressao_agentes"."codigo" is not null;--> statement-breakpoint
CREATE INDEX "impressao_trabalhos_fila_idx" ON "impressao_trabalhos" USING btree ("empresa_id","impressora_id","id") WHERE "impressao_trabalhos"."estado" in ('pendente', 'enviado', 'falhou');