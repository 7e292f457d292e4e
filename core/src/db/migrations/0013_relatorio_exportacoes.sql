CREATE TABLE "relatorio_exportacao_partes" (
	"exportacao_id" uuid NOT NULL,
	"empresa_id" integer NOT NULL,
	"parte" integer NOT NULL,
	"dados" "bytea" NOT NULL,
	CONSTRAINT "relatorio_exportacao_partes_exportacao_id_parte_pk" PRIMARY KEY("exportacao_id","parte")
);
--> statement-breakpoint
CREATE TABLE "relatorio_exportacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"periodo" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"percentual" integer DEFAULT 0 NOT NULL,
	"arquivo_nome" text NOT NULL,
	"tamanho" integer,
	"motivo" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone,
	"expira_em" timestamp with time zone DEFAULT now() + interval '24 hours' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "relatorio_exportacao_partes" ADD CONSTRAINT "relatorio_exportacao_partes_exportacao_id_relatorio_exportacoes_id_fk" FOREIGN KEY ("exportacao_id") REFERENCES "public"."relatorio_exportacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio_exportacoes" ADD CONSTRAINT "relatorio_exportacoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio_exportacoes" ADD CONSTRAINT "relatorio_exportacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relatorio_exportacoes_usuario_idx" ON "relatorio_exportacoes" USING btree ("empresa_id","usuario_id","criado_em");--> statement-breakpoint
CREATE INDEX "relatorio_exportacoes_expira_idx" ON "relatorio_exportacoes" USING btree ("expira_em");