CREATE TABLE "relatorio_cozinha_diario" (
	"empresa_id" integer NOT NULL,
	"dia" date NOT NULL,
	"grupo" smallint NOT NULL,
	"estacao_id" integer NOT NULL,
	"fuso" text NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"soma_us" bigint DEFAULT 0 NOT NULL,
	"atrasos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "relatorio_cozinha_diario_pk" PRIMARY KEY("empresa_id","dia","grupo","estacao_id")
);
