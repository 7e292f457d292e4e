CREATE TABLE "login_equipe" (
	"email" text PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_garcom" (
	"email" text PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"garcom_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recuperacao_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"reset_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamento_provedor" (
	"provedor" text NOT NULL,
	"payment_id" text NOT NULL,
	"empresa_id" integer NOT NULL,
	"pagamento_id" integer NOT NULL,
	CONSTRAINT "pagamento_provedor_pkey" PRIMARY KEY("payment_id","provedor")
);
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_token_hash_unique";--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_usuario_id_usuarios_id_fk";
--> statement-breakpoint
ALTER TABLE "produto_opcao_itens" DROP CONSTRAINT "produto_opcao_itens_opcao_id_produto_opcoes_id_fk";
--> statement-breakpoint
ALTER TABLE "produto_opcoes" DROP CONSTRAINT "produto_opcoes_produto_id_produtos_id_fk";
--> statement-breakpoint
ALTER TABLE "produtos" DROP CONSTRAINT "produtos_categoria_id_categorias_id_fk";
--> statement-breakpoint
ALTER TABLE "comanda_itens" DROP CONSTRAINT "comanda_itens_comanda_id_comandas_id_fk";
--> statement-breakpoint
ALTER TABLE "comanda_itens" DROP CONSTRAINT "comanda_itens_pedido_id_pedidos_id_fk";
--> statement-breakpoint
ALTER TABLE "comandas" DROP CONSTRAINT "comandas_mesa_id_mesas_id_fk";
--> statement-breakpoint
ALTER TABLE "comandas" DROP CONSTRAINT "comandas_comanda_fisica_id_comandas_fisicas_id_fk";
--> statement-breakpoint
ALTER TABLE "comandas" DROP CONSTRAINT "comandas_garcom_id_garcons_id_fk";
--> statement-breakpoint
ALTER TABLE "pedido_itens" DROP CONSTRAINT "pedido_itens_pedido_id_pedidos_id_fk";
--> statement-breakpoint
ALTER TABLE "pedido_status_historico" DROP CONSTRAINT "pedido_status_historico_pedido_id_pedidos_id_fk";
--> statement-breakpoint
ALTER TABLE "pedidos" DROP CONSTRAINT "pedidos_usuario_id_usuarios_id_fk";
--> statement-breakpoint
ALTER TABLE "carrinho_itens" DROP CONSTRAINT "carrinho_itens_carrinho_id_carrinhos_id_fk";
--> statement-breakpoint
ALTER TABLE "carrinho_itens" DROP CONSTRAINT "carrinho_itens_produto_id_produtos_id_fk";
--> statement-breakpoint
ALTER TABLE "carrinhos" DROP CONSTRAINT "carrinhos_usuario_id_usuarios_id_fk";
--> statement-breakpoint
ALTER TABLE "telas_monitor" DROP CONSTRAINT "telas_monitor_criada_por_usuarios_id_fk";
--> statement-breakpoint
ALTER TABLE "pagamentos" DROP CONSTRAINT "pagamentos_pedido_id_pedidos_id_fk";
--> statement-breakpoint
ALTER TABLE "pagamentos" DROP CONSTRAINT "pagamentos_usuario_id_usuarios_id_fk";
--> statement-breakpoint
ALTER TABLE "estoque_movimentos" DROP CONSTRAINT "estoque_movimentos_item_id_estoque_itens_id_fk";
--> statement-breakpoint
ALTER TABLE "estoque_movimentos" DROP CONSTRAINT "estoque_movimentos_usuario_id_usuarios_id_fk";
--> statement-breakpoint
ALTER TABLE "estoque_movimentos" DROP CONSTRAINT "estoque_movimentos_pedido_id_pedidos_id_fk";
--> statement-breakpoint
ALTER TABLE "estoque_produtos" DROP CONSTRAINT "estoque_produtos_item_id_estoque_itens_id_fk";
--> statement-breakpoint
ALTER TABLE "estoque_produtos" DROP CONSTRAINT "estoque_produtos_produto_id_produtos_id_fk";
--> statement-breakpoint
ALTER TABLE "relatorio_exportacao_partes" DROP CONSTRAINT "relatorio_exportacao_partes_exportacao_id_relatorio_exportacoes_id_fk";
--> statement-breakpoint
ALTER TABLE "relatorio_exportacoes" DROP CONSTRAINT "relatorio_exportacoes_usuario_id_usuarios_id_fk";
--> statement-breakpoint
DROP INDEX "usuarios_staff_email_uq";--> statement-breakpoint
DROP INDEX "garcons_email_uq";--> statement-breakpoint
DROP INDEX "pagamentos_provedor_payment_uq";--> statement-breakpoint
DROP INDEX "password_resets_usuario_idx";--> statement-breakpoint
DROP INDEX "produto_opcao_itens_opcao_idx";--> statement-breakpoint
DROP INDEX "estoque_movimentos_item_idx";--> statement-breakpoint
DROP INDEX "estoque_movimentos_pedido_idx";--> statement-breakpoint
ALTER TABLE "relatorio_exportacao_partes" DROP CONSTRAINT "relatorio_exportacao_partes_exportacao_id_parte_pk";--> statement-breakpoint
-- [citus, à mão] drizzle-kit 0.31 não sabe o nome da chave primária antiga e deixa os DROP
-- comentados; as chaves de "serial PRIMARY KEY" se chamam <tabela>_pkey. Escritos à mão: as 28
-- linhas DROP CONSTRAINT "<tabela>_pkey" a seguir.
ALTER TABLE "usuarios" DROP CONSTRAINT "usuarios_pkey";--> statement-breakpoint
ALTER TABLE "garcons" DROP CONSTRAINT "garcons_pkey";--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_pkey";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_pkey";--> statement-breakpoint
ALTER TABLE "categorias" DROP CONSTRAINT "categorias_pkey";--> statement-breakpoint
ALTER TABLE "produto_opcao_itens" DROP CONSTRAINT "produto_opcao_itens_pkey";--> statement-breakpoint
ALTER TABLE "produto_opcoes" DROP CONSTRAINT "produto_opcoes_pkey";--> statement-breakpoint
ALTER TABLE "produtos" DROP CONSTRAINT "produtos_pkey";--> statement-breakpoint
ALTER TABLE "horarios_funcionamento" DROP CONSTRAINT "horarios_funcionamento_pkey";--> statement-breakpoint
ALTER TABLE "bairros_frete" DROP CONSTRAINT "bairros_frete_pkey";--> statement-breakpoint
ALTER TABLE "mesas" DROP CONSTRAINT "mesas_pkey";--> statement-breakpoint
ALTER TABLE "comanda_itens" DROP CONSTRAINT "comanda_itens_pkey";--> statement-breakpoint
ALTER TABLE "comandas" DROP CONSTRAINT "comandas_pkey";--> statement-breakpoint
ALTER TABLE "comandas_fisicas" DROP CONSTRAINT "comandas_fisicas_pkey";--> statement-breakpoint
ALTER TABLE "pedido_itens" DROP CONSTRAINT "pedido_itens_pkey";--> statement-breakpoint
ALTER TABLE "pedido_status_historico" DROP CONSTRAINT "pedido_status_historico_pkey";--> statement-breakpoint
ALTER TABLE "pedidos" DROP CONSTRAINT "pedidos_pkey";--> statement-breakpoint
ALTER TABLE "carrinho_itens" DROP CONSTRAINT "carrinho_itens_pkey";--> statement-breakpoint
ALTER TABLE "carrinhos" DROP CONSTRAINT "carrinhos_pkey";--> statement-breakpoint
ALTER TABLE "chamadas_garcom" DROP CONSTRAINT "chamadas_garcom_pkey";--> statement-breakpoint
ALTER TABLE "telas_monitor" DROP CONSTRAINT "telas_monitor_pkey";--> statement-breakpoint
ALTER TABLE "pagamentos" DROP CONSTRAINT "pagamentos_pkey";--> statement-breakpoint
ALTER TABLE "imagens" DROP CONSTRAINT "imagens_pkey";--> statement-breakpoint
ALTER TABLE "estoque_itens" DROP CONSTRAINT "estoque_itens_pkey";--> statement-breakpoint
ALTER TABLE "estoque_movimentos" DROP CONSTRAINT "estoque_movimentos_pkey";--> statement-breakpoint
ALTER TABLE "estoque_produtos" DROP CONSTRAINT "estoque_produtos_pkey";--> statement-breakpoint
ALTER TABLE "promocoes" DROP CONSTRAINT "promocoes_pkey";--> statement-breakpoint
ALTER TABLE "relatorio_exportacoes" DROP CONSTRAINT "relatorio_exportacoes_pkey";--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "garcons" ADD CONSTRAINT "garcons_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "produto_opcao_itens" ADD CONSTRAINT "produto_opcao_itens_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "produto_opcoes" ADD CONSTRAINT "produto_opcoes_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "horarios_funcionamento" ADD CONSTRAINT "horarios_funcionamento_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "bairros_frete" ADD CONSTRAINT "bairros_frete_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "mesas" ADD CONSTRAINT "mesas_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "comanda_itens" ADD CONSTRAINT "comanda_itens_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "comandas_fisicas" ADD CONSTRAINT "comandas_fisicas_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "pedido_status_historico" ADD CONSTRAINT "pedido_status_historico_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "carrinho_itens" ADD CONSTRAINT "carrinho_itens_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "carrinhos" ADD CONSTRAINT "carrinhos_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "chamadas_garcom" ADD CONSTRAINT "chamadas_garcom_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "telas_monitor" ADD CONSTRAINT "telas_monitor_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "imagens" ADD CONSTRAINT "imagens_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "estoque_itens" ADD CONSTRAINT "estoque_itens_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "estoque_produtos" ADD CONSTRAINT "estoque_produtos_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "promocoes" ADD CONSTRAINT "promocoes_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "relatorio_exportacao_partes" ADD CONSTRAINT "relatorio_exportacao_partes_pkey" PRIMARY KEY("empresa_id","exportacao_id","parte");--> statement-breakpoint
ALTER TABLE "relatorio_exportacoes" ADD CONSTRAINT "relatorio_exportacoes_pkey" PRIMARY KEY("empresa_id","id");--> statement-breakpoint
ALTER TABLE "login_equipe" ADD CONSTRAINT "login_equipe_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_garcom" ADD CONSTRAINT "login_garcom_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperacao_token" ADD CONSTRAINT "recuperacao_token_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_provedor" ADD CONSTRAINT "pagamento_provedor_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuarios"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_opcao_itens" ADD CONSTRAINT "produto_opcao_itens_opcao_fk" FOREIGN KEY ("empresa_id","opcao_id") REFERENCES "public"."produto_opcoes"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_opcoes" ADD CONSTRAINT "produto_opcoes_produto_fk" FOREIGN KEY ("empresa_id","produto_id") REFERENCES "public"."produtos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_categoria_fk" FOREIGN KEY ("empresa_id","categoria_id") REFERENCES "public"."categorias"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comanda_itens" ADD CONSTRAINT "comanda_itens_comanda_fk" FOREIGN KEY ("empresa_id","comanda_id") REFERENCES "public"."comandas"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comanda_itens" ADD CONSTRAINT "comanda_itens_pedido_fk" FOREIGN KEY ("empresa_id","pedido_id") REFERENCES "public"."pedidos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_mesa_fk" FOREIGN KEY ("empresa_id","mesa_id") REFERENCES "public"."mesas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_comanda_fisica_fk" FOREIGN KEY ("empresa_id","comanda_fisica_id") REFERENCES "public"."comandas_fisicas"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_garcom_fk" FOREIGN KEY ("empresa_id","garcom_id") REFERENCES "public"."garcons"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_pedido_fk" FOREIGN KEY ("empresa_id","pedido_id") REFERENCES "public"."pedidos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_status_historico" ADD CONSTRAINT "pedido_status_historico_pedido_fk" FOREIGN KEY ("empresa_id","pedido_id") REFERENCES "public"."pedidos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuarios"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinho_itens" ADD CONSTRAINT "carrinho_itens_carrinho_fk" FOREIGN KEY ("empresa_id","carrinho_id") REFERENCES "public"."carrinhos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinho_itens" ADD CONSTRAINT "carrinho_itens_produto_fk" FOREIGN KEY ("empresa_id","produto_id") REFERENCES "public"."produtos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinhos" ADD CONSTRAINT "carrinhos_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuarios"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telas_monitor" ADD CONSTRAINT "telas_monitor_criada_por_fk" FOREIGN KEY ("empresa_id","criada_por") REFERENCES "public"."usuarios"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_pedido_fk" FOREIGN KEY ("empresa_id","pedido_id") REFERENCES "public"."pedidos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuarios"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_item_fk" FOREIGN KEY ("empresa_id","item_id") REFERENCES "public"."estoque_itens"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuarios"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_pedido_fk" FOREIGN KEY ("empresa_id","pedido_id") REFERENCES "public"."pedidos"("empresa_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_produtos" ADD CONSTRAINT "estoque_produtos_item_fk" FOREIGN KEY ("empresa_id","item_id") REFERENCES "public"."estoque_itens"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_produtos" ADD CONSTRAINT "estoque_produtos_produto_fk" FOREIGN KEY ("empresa_id","produto_id") REFERENCES "public"."produtos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio_exportacao_partes" ADD CONSTRAINT "relatorio_exportacao_partes_exportacao_fk" FOREIGN KEY ("empresa_id","exportacao_id") REFERENCES "public"."relatorio_exportacoes"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorio_exportacoes" ADD CONSTRAINT "relatorio_exportacoes_usuario_fk" FOREIGN KEY ("empresa_id","usuario_id") REFERENCES "public"."usuarios"("empresa_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_empresa_token_uq" ON "password_resets" USING btree ("empresa_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_empresa_payment_uq" ON "pagamentos" USING btree ("empresa_id","payment_id","provedor");--> statement-breakpoint
CREATE INDEX "password_resets_usuario_idx" ON "password_resets" USING btree ("empresa_id","usuario_id");--> statement-breakpoint
CREATE INDEX "produto_opcao_itens_opcao_idx" ON "produto_opcao_itens" USING btree ("empresa_id","opcao_id");--> statement-breakpoint
CREATE INDEX "estoque_movimentos_item_idx" ON "estoque_movimentos" USING btree ("empresa_id","item_id");--> statement-breakpoint
CREATE INDEX "estoque_movimentos_pedido_idx" ON "estoque_movimentos" USING btree ("empresa_id","pedido_id");;--> statement-breakpoint
-- [citus, à mão] Os diretórios das quatro unicidades globais recebem as linhas que já existem
-- (as unicidades antigas garantem que não há repetidos). drizzle-kit não gera dados.
INSERT INTO "login_equipe" ("email", "empresa_id", "usuario_id")
  SELECT "email", "empresa_id", "id" FROM "usuarios" WHERE "nivel" = 'admin';--> statement-breakpoint
INSERT INTO "login_garcom" ("email", "empresa_id", "garcom_id")
  SELECT "email", "empresa_id", "id" FROM "garcons";--> statement-breakpoint
INSERT INTO "recuperacao_token" ("token_hash", "empresa_id", "reset_id")
  SELECT "token_hash", "empresa_id", "id" FROM "password_resets";--> statement-breakpoint
INSERT INTO "pagamento_provedor" ("provedor", "payment_id", "empresa_id", "pagamento_id")
  SELECT "provedor", "payment_id", "empresa_id", "id" FROM "pagamentos";
-- [citus, à mão] fim.
