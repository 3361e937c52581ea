CREATE TABLE "chat_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"writer_id" text,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_one_owner" CHECK (("chat_conversations"."kind" = 'order' and "chat_conversations"."order_id" is not null) or ("chat_conversations"."kind" = 'staff' and "chat_conversations"."writer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" text,
	"sender_name" text NOT NULL,
	"sender_role" text NOT NULL,
	"client_id" text,
	"type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"file" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"conversation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"site_id" text NOT NULL,
	"read_seq" integer DEFAULT 0 NOT NULL,
	"mailed_seq" integer DEFAULT 0 NOT NULL,
	"unread_since" timestamp with time zone,
	CONSTRAINT "chat_reads_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "staff_chat_writer_id" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_writer_id_users_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_order" ON "chat_conversations" USING btree ("site_id","order_id") WHERE "chat_conversations"."kind" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_staff" ON "chat_conversations" USING btree ("site_id","writer_id") WHERE "chat_conversations"."kind" = 'staff';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client" ON "chat_messages" USING btree ("conversation_id","sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_reads_user" ON "chat_reads" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_reads_mail_due" ON "chat_reads" USING btree ("unread_since") WHERE "chat_reads"."unread_since" is not null;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_staff_chat_writer_id_users_id_fk" FOREIGN KEY ("staff_chat_writer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;