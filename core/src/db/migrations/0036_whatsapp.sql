CREATE TABLE "whatsapp_config" (
	"empresa_id" integer PRIMARY KEY NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"phone_number_id" text,
	"access_token" text,
	"app_secret" text,
	"verify_token" text NOT NULL,
	"idioma" text DEFAULT 'pt_BR' NOT NULL,
	"modelos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_descadastros" (
	"empresa_id" integer NOT NULL,
	"telefone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_descadastros_pkey" PRIMARY KEY("empresa_id","telefone")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_mensagens" (
	"id" serial NOT NULL,
	"empresa_id" integer NOT NULL,
	"chave" text NOT NULL,
	"evento" text NOT NULL,
	"pedido_id" integer,
	"entregador_id" integer,
	"para" text NOT NULL,
	"modelo" text NOT NULL,
	"parametros" jsonb NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"wamid" text,
	"erro" text,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"enviando_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_mensagens_pkey" PRIMARY KEY("empresa_id","id")
);
--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "whatsapp_aceito" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "whatsapp_mensagem_id" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "whatsapp_evento" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "whatsapp_status" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "whatsapp_erro" text;--> statement-breakpoint
ALTER TABLE "entregadores" ADD COLUMN "whatsapp_link_mensagem_id" integer;--> statement-breakpoint
ALTER TABLE "entregadores" ADD COLUMN "whatsapp_link_status" text;--> statement-breakpoint
ALTER TABLE "entregadores" ADD COLUMN "whatsapp_link_erro" text;--> statement-breakpoint
ALTER TABLE "whatsapp_config" ADD CONSTRAINT "whatsapp_config_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_mensagens_chave_uq" ON "whatsapp_mensagens" USING btree ("empresa_id","chave");--> statement-breakpoint
CREATE INDEX "whatsapp_mensagens_wamid_idx" ON "whatsapp_mensagens" USING btree ("empresa_id","wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_mensagens_envio_idx" ON "whatsapp_mensagens" USING btree ("empresa_id","enviando_em");--> statement-breakpoint
CREATE INDEX "whatsapp_mensagens_abertas_idx" ON "whatsapp_mensagens" USING btree ("created_at") WHERE status in ('pendente', 'enviando');