CREATE TABLE "estoque_produtos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"quantidade" numeric(15, 3) NOT NULL,
	CONSTRAINT "estoque_produtos_item_produto_uq" UNIQUE("empresa_id","item_id","produto_id"),
	CONSTRAINT "estoque_produtos_quantidade_positiva" CHECK ("estoque_produtos"."quantidade" > 0)
);
--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD COLUMN "pedido_id" integer;--> statement-breakpoint
ALTER TABLE "estoque_produtos" ADD CONSTRAINT "estoque_produtos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_produtos" ADD CONSTRAINT "estoque_produtos_item_id_estoque_itens_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."estoque_itens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_produtos" ADD CONSTRAINT "estoque_produtos_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estoque_produtos_produto_idx" ON "estoque_produtos" USING btree ("empresa_id","produto_id");--> statement-breakpoint
ALTER TABLE "estoque_movimentos" ADD CONSTRAINT "estoque_movimentos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estoque_movimentos_pedido_idx" ON "estoque_movimentos" USING btree ("pedido_id");