from django.db import migrations


def forwards(apps, schema_editor):
    from catalog.seed import seed

    seed(apps.get_model)


class Migration(migrations.Migration):
    dependencies = [("catalog", "0001_initial")]
    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
