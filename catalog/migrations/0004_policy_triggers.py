"""Every change to a policy table gives the policy revision a new random token, in the
changing statement itself (runs/wiring.py caches the policy under that token)."""

from django.db import migrations, models

POLICY_MODELS = ("DataClass", "Destination", "Tool", "Role")
M2M = (("Role", "tools"), ("Destination", "allowed_classes"))


def _tables(apps):
    tables = [apps.get_model("catalog", name)._meta.db_table for name in POLICY_MODELS]
    for model, field in M2M:
        tables.append(apps.get_model("catalog", model)._meta.get_field(field).m2m_db_table())
    return tables


POSTGRES_FUNCTION = """
CREATE OR REPLACE FUNCTION catalog_policy_changed() RETURNS trigger AS $$
BEGIN
    UPDATE catalog_policyrevision
    SET number = number + 1, token = replace(gen_random_uuid()::text, '-', '')
    WHERE id = 1;
    RETURN NULL;
END $$ LANGUAGE plpgsql
"""
SQLITE_BUMP = (
    "UPDATE catalog_policyrevision SET number = number + 1, "
    "token = lower(hex(randomblob(16))) WHERE id = 1;"
)


def create_triggers(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    revision = apps.get_model("catalog", "PolicyRevision")
    revision.objects.filter(pk=1).update(token=models.Value("initial"))
    if vendor == "postgresql":
        schema_editor.execute(POSTGRES_FUNCTION)
        for table in _tables(apps):
            schema_editor.execute(
                f"CREATE TRIGGER policy_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE "
                f"ON {table} FOR EACH STATEMENT EXECUTE FUNCTION catalog_policy_changed()"
            )
    elif vendor == "sqlite":
        for table in _tables(apps):
            for event in ("INSERT", "UPDATE", "DELETE"):
                schema_editor.execute(
                    f"CREATE TRIGGER policy_changed_{table}_{event.lower()} AFTER {event} "
                    f"ON {table} BEGIN {SQLITE_BUMP} END"
                )
    else:
        raise RuntimeError(f"policy triggers are not written for {vendor}")


def drop_triggers(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    for table in _tables(apps):
        if vendor == "postgresql":
            schema_editor.execute(f"DROP TRIGGER IF EXISTS policy_changed ON {table}")
        else:
            for event in ("insert", "update", "delete"):
                schema_editor.execute(f"DROP TRIGGER IF EXISTS policy_changed_{table}_{event}")
    if vendor == "postgresql":
        schema_editor.execute("DROP FUNCTION IF EXISTS catalog_policy_changed()")


class Migration(migrations.Migration):
    dependencies = [("catalog", "0003_policy_revision")]

    operations = [
        migrations.AddField(
            model_name="policyrevision",
            name="token",
            field=models.CharField(default="", max_length=32),
        ),
        migrations.RunPython(create_triggers, drop_triggers),
    ]
