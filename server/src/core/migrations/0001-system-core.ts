import type { Kysely } from 'kysely';

/** Departments, users, roles, menus and permissions, sessions, logs, dictionaries, settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_depart')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('depart_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('org_code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('org_category', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
    .addColumn('region_code', 'varchar(12)')
    .addColumn('depart_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await db.schema
    .createIndex('idx_sys_depart_parent')
    .on('sys_depart')
    .column('parent_id')
    .execute();

  await db.schema
    .createTable('sys_user')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('realname', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(255)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('email', 'varchar(100)')
    .addColumn('sex', 'varchar(1)')
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('org_code', 'varchar(64)')
    .addColumn('company_id', 'varchar(32)')
    .addColumn('area_code', 'varchar(12)')
    .addColumn('login_fail_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)')
    .execute();

  await db.schema
    .createTable('sys_user_depart')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_user.id').onDelete('cascade'),
    )
    .addColumn('dep_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_depart.id').onDelete('cascade'),
    )
    .addUniqueConstraint('uq_sys_user_depart', ['user_id', 'dep_id'])
    .execute();

  await db.schema
    .createTable('sys_role')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('role_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('role_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(255)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)')
    .execute();

  await db.schema
    .createTable('sys_user_role')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_user.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_role.id').onDelete('cascade'),
    )
    .addUniqueConstraint('uq_sys_user_role', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('sys_permission')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('parent_id', 'varchar(32)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('url', 'varchar(255)')
    .addColumn('component', 'varchar(255)')
    .addColumn('component_name', 'varchar(100)')
    .addColumn('redirect', 'varchar(255)')
    .addColumn('menu_type', 'integer', (c) => c.notNull())
    .addColumn('perms', 'varchar(1000)')
    .addColumn('perms_type', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
    .addColumn('sort_no', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'varchar(100)')
    .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('internal_or_external', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await db.schema
    .createIndex('idx_sys_permission_parent')
    .on('sys_permission')
    .column('parent_id')
    .execute();

  await db.schema
    .createTable('sys_role_permission')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('role_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_role.id').onDelete('cascade'),
    )
    .addColumn('permission_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_permission.id').onDelete('cascade'),
    )
    .addUniqueConstraint('uq_sys_role_permission', ['role_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('sys_session')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_user.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('aes_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('aes_iv', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idx_sys_session_user').on('sys_session').column('user_id').execute();

  await db.schema
    .createTable('sys_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('log_type', 'integer', (c) => c.notNull())
    .addColumn('log_content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('operate_type', 'varchar(50)')
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)')
    .addColumn('username', 'varchar(100)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('method', 'varchar(10)')
    .addColumn('request_url', 'varchar(255)')
    .addColumn('cost_time', 'integer')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_log_type_time')
    .on('sys_log')
    .columns(['log_type', 'create_time'])
    .execute();
  await db.schema.createIndex('idx_sys_log_user').on('sys_log').column('user_id').execute();

  await db.schema
    .createTable('sys_dict')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('dict_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('dict_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(255)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_dict_item')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('dict_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_dict.id').onDelete('cascade'),
    )
    .addColumn('item_text', 'varchar(100)', (c) => c.notNull())
    .addColumn('item_value', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('uq_sys_dict_item_value', ['dict_id', 'item_value'])
    .execute();

  await db.schema
    .createTable('sys_setting')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(1000)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'sys_setting',
    'sys_dict_item',
    'sys_dict',
    'sys_log',
    'sys_session',
    'sys_role_permission',
    'sys_permission',
    'sys_user_role',
    'sys_role',
    'sys_user_depart',
    'sys_user',
    'sys_depart',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
