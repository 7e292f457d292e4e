-- Lines that are the same product with the same choices and notes (left by racing adds) become
-- one, with their quantities summed (at most 99), before the index that keeps them one.
UPDATE "carrinho_itens" AS "manter" SET "quantidade" = LEAST(99, "soma"."quantidade")
FROM (
  SELECT MIN("id") AS "id", "empresa_id", SUM("quantidade") AS "quantidade"
  FROM "carrinho_itens"
  GROUP BY "empresa_id", "carrinho_id", "produto_id", md5("personalizacoes"::text), coalesce("observacoes", '')
  HAVING COUNT(*) > 1
) AS "soma"
WHERE "manter"."empresa_id" = "soma"."empresa_id" AND "manter"."id" = "soma"."id";--> statement-breakpoint
DELETE FROM "carrinho_itens" AS "repetida" USING "carrinho_itens" AS "primeira"
WHERE "repetida"."empresa_id" = "primeira"."empresa_id"
  AND "repetida"."carrinho_id" = "primeira"."carrinho_id"
  AND "repetida"."produto_id" = "primeira"."produto_id"
  AND md5("repetida"."personalizacoes"::text) = md5("primeira"."personalizacoes"::text)
  AND coalesce("repetida"."observacoes", '') = coalesce("primeira"."observacoes", '')
  AND "repetida"."id" > "primeira"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "carrinho_itens_linha_uq" ON "carrinho_itens" USING btree ("empresa_id","carrinho_id","produto_id",md5("personalizacoes"::text),coalesce("observacoes", ''));--> statement-breakpoint
CREATE INDEX "carrinhos_expiracao_idx" ON "carrinhos" USING btree ("data_expiracao");