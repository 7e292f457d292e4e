CREATE TABLE "empresa_pagamento_config" (
	"empresa_id" integer PRIMARY KEY NOT NULL,
	"mercadopago_access_token" text,
	"mercadopago_webhook_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"usuario_id" integer,
	"provedor" text NOT NULL,
	"payment_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_provedor" text,
	"valor" numeric(12, 2) NOT NULL,
	"qr_code" text NOT NULL,
	"qr_code_base64" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empresa_pagamento_config" ADD CONSTRAINT "empresa_pagamento_config_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_provedor_payment_uq" ON "pagamentos" USING btree ("provedor","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_empresa_idempotency_uq" ON "pagamentos" USING btree ("empresa_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "pagamentos_pedido_idx" ON "pagamentos" USING btree ("empresa_id","pedido_id");--> statement-breakpoint
CREATE INDEX "pagamentos_usuario_idx" ON "pagamentos" USING btree ("empresa_id","usuario_id","status");