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
ALTER TABLE "telas_monitor" ADD CONSTRAINT "telas_monitor_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telas_monitor" ADD CONSTRAINT "telas_monitor_criada_por_usuarios_id_fk" FOREIGN KEY ("criada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telas_monitor_empresa_idx" ON "telas_monitor" USING btree ("empresa_id");