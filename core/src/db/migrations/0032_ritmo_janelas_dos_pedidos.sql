CREATE TABLE "janelas_dos_pedidos" (
	"empresa_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"itens" integer NOT NULL,
	CONSTRAINT "janelas_dos_pedidos_pkey" PRIMARY KEY("empresa_id","pedido_id")
);
--> statement-breakpoint
ALTER TABLE "janelas_dos_pedidos" ADD CONSTRAINT "janelas_dos_pedidos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "janelas_dos_pedidos" ADD CONSTRAINT "janelas_dos_pedidos_pedido_fk" FOREIGN KEY ("empresa_id","pedido_id") REFERENCES "public"."pedidos"("empresa_id","id") ON DELETE cascade ON UPDATE no action;