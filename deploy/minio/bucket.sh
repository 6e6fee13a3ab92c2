#!/bin/sh
# docker-compose.yml's one-shot `minio-bucket` (quay.io/minio/mc): the API's bucket and an access key
# that reaches only that bucket, so the API never holds MinIO's root credentials. Runs on every
# `docker compose up`, so each step is idempotent: an existing bucket is kept, the policy and the
# user's secret are written again (a changed S3_SECRET_ACCESS_KEY takes effect), the attachment is
# checked. Exits non-zero on any failure, and the API (service_completed_successfully) waits for it.
set -eu

case "$S3_BUCKET" in
  '' | *[!a-z0-9.-]*) echo "S3_BUCKET=$S3_BUCKET: use 3-63 lowercase letters, digits, dots and hyphens" >&2; exit 1 ;;
esac
if [ "$S3_ACCESS_KEY_ID" = "$MINIO_ROOT_USER" ]; then
  echo "S3_ACCESS_KEY_ID must differ from MINIO_ROOT_USER: the API gets a key of its own" >&2
  exit 1
fi

mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "local/$S3_BUCKET"

# What the API does with its files (api/src/storage): read, write, delete, list, multipart uploads.
cat > /tmp/sencare-api-policy.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:GetBucketLocation", "s3:ListBucket", "s3:ListBucketMultipartUploads"], "Resource": ["arn:aws:s3:::$S3_BUCKET"] },
    { "Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject", "s3:AbortMultipartUpload", "s3:ListMultipartUploadParts"], "Resource": ["arn:aws:s3:::$S3_BUCKET/*"] }
  ]
}
POLICY
mc admin policy create local sencare-api /tmp/sencare-api-policy.json
mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# A second attach of the same policy is refused ("already in effect"): then check it is there.
if ! mc admin policy attach local sencare-api --user "$S3_ACCESS_KEY_ID" 2>/dev/null; then
  mc admin user info local "$S3_ACCESS_KEY_ID" | grep -q 'sencare-api' || { echo "could not attach policy sencare-api to $S3_ACCESS_KEY_ID" >&2; exit 1; }
fi
echo "bucket $S3_BUCKET ready; key $S3_ACCESS_KEY_ID may use it (policy sencare-api)"
