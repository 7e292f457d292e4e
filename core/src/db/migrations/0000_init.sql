CREATE TABLE "empresas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cnpj" text,
	"email" text,
	"telefone" text,
	"whatsapp" text,
	"tema" text DEFAULT 'dark' NOT NULL,
	"endereco" text,
	"endereco_completo" text,
	"cep" text,
	"cidade" text,
	"estado" text,
	"bairro" text,
	"numero" text,
	"complemento" text,
	"instagram" text,
	"facebook" text,
	"site" text,
	"descricao" text,
	"horario_atendimento" text,
	"valor_frete_minimo" numeric(12, 2) DEFAULT '5.00' NOT NULL,
	"valor_por_km" numeric(12, 2) DEFAULT '1.00' NOT NULL,
	"raio_entrega" numeric(12, 2) DEFAULT '20.00' NOT NULL,
	"tempo_preparo_padrao" integer DEFAULT 30 NOT NULL,
	"tempo_por_km" numeric(12, 2) DEFAULT '2.50' NOT NULL,
	"google_maps_api_key" text,
	"timezone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"entrega_gratis_primeira_compra" boolean DEFAULT false NOT NULL,
	"pixel_id" text,
	"pixel_access_token" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nivel" text NOT NULL,
	"role" text,
	"nome" text NOT NULL,
	"sobrenome" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text NOT NULL,
	"telefone" text,
	"rua" text,
	"bairro" text,
	"numero_casa" text,
	"cep" text,
	"cidade" text DEFAULT 'Florianópolis' NOT NULL,
	"estado" text DEFAULT 'SC' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garcons" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"sobrenome" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"telefone" text,
	"senha_hash" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "categorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" text NOT NULL,
	"imagem_url" text,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produto_opcao_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"opcao_id" integer NOT NULL,
	"nome" text NOT NULL,
	"preco_adicional" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"quantidade" integer DEFAULT 1 NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produto_opcoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"obrigatorio" boolean DEFAULT false NOT NULL,
	"max_selecoes" integer DEFAULT 1 NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"categoria_id" integer,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"preco" numeric(12, 2) NOT NULL,
	"imagem_url" text,
	"tempo_preparo" integer DEFAULT 15 NOT NULL,
	"destaque" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"precisa_cozinha" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horarios_funcionamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"dia" text NOT NULL,
	"abertura" text NOT NULL,
	"fechamento" text NOT NULL,
	"fechado" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bairros_frete" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"bairro" text NOT NULL,
	"distancia_km" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mesas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"numero" text NOT NULL,
	"nome" text NOT NULL,
	"capacidade" integer DEFAULT 4 NOT NULL,
	"status" text DEFAULT 'livre' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comandas_fisicas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"numero" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_itens" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"produto_id" integer,
	"produto_nome" text NOT NULL,
	"imagem_url" text,
	"quantidade" integer NOT NULL,
	"preco_unitario" numeric(12, 2) NOT NULL,
	"observacoes" text,
	"personalizacoes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"usuario_id" integer,
	"status" text DEFAULT 'pendente' NOT NULL,
	"status_pagamento" text DEFAULT 'pendente' NOT NULL,
	"tipo_pedido" text NOT NULL,
	"mesa" text,
	"total" numeric(12, 2) NOT NULL,
	"total_sem_frete" numeric(12, 2) NOT NULL,
	"valor_frete" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"observacoes" text,
	"nome_cliente" text,
	"sobrenome_cliente" text,
	"telefone_cliente" text,
	"email_cliente" text,
	"endereco_entrega" jsonb,
	"metodo_pagamento" text,
	"metodo_pagamento_detalhado" text,
	"precisa_troco" boolean DEFAULT false NOT NULL,
	"valor_troco" numeric(12, 2),
	"detalhes_pagamento" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garcons" ADD CONSTRAINT "garcons_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_opcao_itens" ADD CONSTRAINT "produto_opcao_itens_opcao_id_produto_opcoes_id_fk" FOREIGN KEY ("opcao_id") REFERENCES "public"."produto_opcoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_opcoes" ADD CONSTRAINT "produto_opcoes_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horarios_funcionamento" ADD CONSTRAINT "horarios_funcionamento_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bairros_frete" ADD CONSTRAINT "bairros_frete_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mesas" ADD CONSTRAINT "mesas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas_fisicas" ADD CONSTRAINT "comandas_fisicas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_cliente_email_uq" ON "usuarios" USING btree ("empresa_id","email") WHERE "usuarios"."nivel" = 'cliente';--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_staff_email_uq" ON "usuarios" USING btree ("email") WHERE "usuarios"."nivel" = 'admin';--> statement-breakpoint
CREATE INDEX "usuarios_empresa_idx" ON "usuarios" USING btree ("empresa_id","nivel");--> statement-breakpoint
CREATE UNIQUE INDEX "garcons_email_uq" ON "garcons" USING btree ("email");--> statement-breakpoint
CREATE INDEX "garcons_empresa_idx" ON "garcons" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "password_resets_usuario_idx" ON "password_resets" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "categorias_empresa_idx" ON "categorias" USING btree ("empresa_id","ordem");--> statement-breakpoint
CREATE INDEX "produto_opcao_itens_opcao_idx" ON "produto_opcao_itens" USING btree ("opcao_id");--> statement-breakpoint
CREATE INDEX "produto_opcoes_produto_idx" ON "produto_opcoes" USING btree ("empresa_id","produto_id");--> statement-breakpoint
CREATE INDEX "produtos_empresa_idx" ON "produtos" USING btree ("empresa_id","categoria_id");--> statement-breakpoint
CREATE UNIQUE INDEX "horarios_empresa_dia_uq" ON "horarios_funcionamento" USING btree ("empresa_id","dia");--> statement-breakpoint
CREATE UNIQUE INDEX "bairros_frete_empresa_bairro_uq" ON "bairros_frete" USING btree ("empresa_id","bairro");--> statement-breakpoint
CREATE UNIQUE INDEX "mesas_empresa_numero_uq" ON "mesas" USING btree ("empresa_id","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "comandas_fisicas_empresa_numero_uq" ON "comandas_fisicas" USING btree ("empresa_id","numero");--> statement-breakpoint
CREATE INDEX "pedido_itens_pedido_idx" ON "pedido_itens" USING btree ("empresa_id","pedido_id");--> statement-breakpoint
CREATE INDEX "pedidos_empresa_status_idx" ON "pedidos" USING btree ("empresa_id","status");--> statement-breakpoint
CREATE INDEX "pedidos_usuario_idx" ON "pedidos" USING btree ("empresa_id","usuario_id");