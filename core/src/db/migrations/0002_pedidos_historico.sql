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
ALTER TABLE "pedido_status_historico" ADD CONSTRAINT "pedido_status_historico_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_status_historico_pedido_idx" ON "pedido_status_historico" USING btree ("empresa_id","pedido_id");--> statement-breakpoint
CREATE INDEX "pedidos_empresa_criado_idx" ON "pedidos" USING btree ("empresa_id","created_at");