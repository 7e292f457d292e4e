CREATE TABLE "autoatendimento_config" (
	"empresa_id" integer PRIMARY KEY NOT NULL,
	"exige_confirmacao" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_das_mesas" (
	"empresa_id" integer NOT NULL,
	"mesa_id" integer NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_das_mesas_pkey" PRIMARY KEY("empresa_id","mesa_id")
);
--> statement-breakpoint
ALTER TABLE "comanda_itens" ADD COLUMN "origem" text DEFAULT 'garcom' NOT NULL;--> statement-breakpoint
ALTER TABLE "comanda_itens" ADD COLUMN "cliente_nome" text;--> statement-breakpoint
ALTER TABLE "comanda_itens" ADD COLUMN "convidado" text;--> statement-breakpoint
ALTER TABLE "chamadas_garcom" ADD COLUMN "tipo" text DEFAULT 'garcom' NOT NULL;--> statement-breakpoint
ALTER TABLE "autoatendimento_config" ADD CONSTRAINT "autoatendimento_config_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_das_mesas" ADD CONSTRAINT "qr_das_mesas_mesa_fk" FOREIGN KEY ("empresa_id","mesa_id") REFERENCES "public"."mesas"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comanda_itens_convidado_idx" ON "comanda_itens" USING btree ("empresa_id","convidado") WHERE "comanda_itens"."convidado" is not null;--> statement-breakpoint
ALTER TABLE "comanda_itens" ADD CONSTRAINT "comanda_itens_origem_ck" CHECK (origem in ('garcom', 'mesa_qr'));